/** The email a patron gets when a held copy is set aside for them (Portuguese, the default). */
export function holdReadyMail(facts: {
  name: string;
  title: string;
  library: string;
  pickupUntil: string;
}): { subject: string; text: string } {
  const [y, m, d] = facts.pickupUntil.split('-');
  return {
    subject: `Reserva disponível: ${facts.title}`,
    text:
      `Olá, ${facts.name}.\n\n` +
      `O exemplar que você reservou está separado na ${facts.library}:\n\n` +
      `  ${facts.title}\n\n` +
      `Retire-o até ${d}/${m}/${y}; depois disso a reserva expira e o exemplar passa ` +
      `para o próximo da fila.\n\nEstante — catálogo das bibliotecas`,
  };
}

interface LoanFacts {
  name: string;
  title: string;
  library: string;
  dueOn: string;
}

const brDate = (day: string) => day.split('-').reverse().join('/');

/** Two days before the due date. */
export function dueSoonMail(facts: LoanFacts): { subject: string; text: string } {
  return {
    subject: `Devolução em ${brDate(facts.dueOn)}: ${facts.title}`,
    text:
      `Olá, ${facts.name}.\n\nO empréstimo abaixo vence em ${brDate(facts.dueOn)} ` +
      `(${facts.library}):\n\n  ${facts.title}\n\nRenove-o na sua área pessoal, se ` +
      `ninguém o reservou, ou devolva-o até essa data.\n\nEstante — catálogo das bibliotecas`,
  };
}

/** One, seven and fourteen days after the due date. */
export function overdueMail(facts: LoanFacts): { subject: string; text: string } {
  return {
    subject: `Empréstimo em atraso: ${facts.title}`,
    text:
      `Olá, ${facts.name}.\n\nO empréstimo abaixo venceu em ${brDate(facts.dueOn)} ` +
      `(${facts.library}) e ainda não foi devolvido:\n\n  ${facts.title}\n\nDevolva-o ` +
      `quanto antes: cada dia de atraso gera multa.\n\nEstante — catálogo das bibliotecas`,
  };
}
