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
