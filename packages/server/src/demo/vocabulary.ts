/**
 * Word lists of the demo collection: knowledge areas, names, publishers, places and the
 * phrases titles are built from. Portuguese first, with English and Spanish for the
 * foreign-language share of the collection. Pure data, no logic.
 */

/** Grammatical gender and number of a Portuguese noun phrase, for "à"/"ao", "da"/"do". */
export type Gender = 'm' | 'f' | 'mp' | 'fp';

/** A knowledge area: the subject heading, the phrases titles use and its classification. */
export interface Area {
  /** Topical subject heading (650), in Portuguese. */
  subject: string;
  /** Variant forms (450 of the authority record). */
  variants: string[];
  /** Broader term (550 $w g). */
  broader: string;
  /** Dewey class (082). */
  dewey: string;
  /** Portuguese noun phrase without article, lower case, and its gender. */
  pt: [string, Gender];
  en: string;
  /** Spanish noun phrase without and with article. */
  es: [string, string];
  /** Narrower topics used as extra subjects and in titles. */
  topics: string[];
  /** Graduate programme for theses. */
  programme: string;
}

export const AREAS: Area[] = [
  {
    subject: 'Educação',
    variants: ['Ensino', 'Pedagogia'],
    broader: 'Ciências sociais',
    dewey: '370',
    pt: ['educação', 'f'],
    en: 'education',
    es: ['educación', 'la educación'],
    topics: [
      'Formação de professores',
      'Avaliação educacional',
      'Educação inclusiva',
      'Didática',
      'Políticas educacionais',
    ],
    programme: 'Educação',
  },
  {
    subject: 'Direito constitucional',
    variants: ['Direito público constitucional'],
    broader: 'Direito público',
    dewey: '342',
    pt: ['direito constitucional', 'm'],
    en: 'constitutional law',
    es: ['derecho constitucional', 'el derecho constitucional'],
    topics: [
      'Direitos fundamentais',
      'Controle de constitucionalidade',
      'Federalismo',
      'Separação de poderes',
    ],
    programme: 'Direito',
  },
  {
    subject: 'Direito civil',
    variants: ['Direito privado civil'],
    broader: 'Direito privado',
    dewey: '346',
    pt: ['direito civil', 'm'],
    en: 'civil law',
    es: ['derecho civil', 'el derecho civil'],
    topics: ['Contratos', 'Responsabilidade civil', 'Direito de família', 'Sucessões'],
    programme: 'Direito',
  },
  {
    subject: 'Engenharia civil',
    variants: ['Construção civil (Engenharia)'],
    broader: 'Engenharia',
    dewey: '624',
    pt: ['engenharia civil', 'f'],
    en: 'civil engineering',
    es: ['ingeniería civil', 'la ingeniería civil'],
    topics: [
      'Concreto armado',
      'Mecânica dos solos',
      'Estruturas metálicas',
      'Saneamento',
      'Hidráulica',
    ],
    programme: 'Engenharia Civil',
  },
  {
    subject: 'Saúde pública',
    variants: ['Saúde coletiva'],
    broader: 'Ciências da saúde',
    dewey: '614',
    pt: ['saúde pública', 'f'],
    en: 'public health',
    es: ['salud pública', 'la salud pública'],
    topics: [
      'Epidemiologia',
      'Sistema Único de Saúde (Brasil)',
      'Vigilância sanitária',
      'Atenção primária à saúde',
    ],
    programme: 'Saúde Coletiva',
  },
  {
    subject: 'Literatura brasileira',
    variants: ['Literatura do Brasil'],
    broader: 'Literatura',
    dewey: '869',
    pt: ['literatura brasileira', 'f'],
    en: 'Brazilian literature',
    es: ['literatura brasileña', 'la literatura brasileña'],
    topics: [
      'Modernismo (Literatura)',
      'Crítica literária',
      'Poesia brasileira',
      'Romance brasileiro',
    ],
    programme: 'Literatura',
  },
  {
    subject: 'Administração',
    variants: ['Gestão', 'Administração de empresas'],
    broader: 'Ciências sociais aplicadas',
    dewey: '658',
    pt: ['administração', 'f'],
    en: 'management',
    es: ['administración', 'la administración'],
    topics: ['Planejamento estratégico', 'Gestão de pessoas', 'Marketing', 'Empreendedorismo'],
    programme: 'Administração',
  },
  {
    subject: 'Economia',
    variants: ['Ciências econômicas'],
    broader: 'Ciências sociais',
    dewey: '330',
    pt: ['economia', 'f'],
    en: 'economics',
    es: ['economía', 'la economía'],
    topics: [
      'Macroeconomia',
      'Desenvolvimento econômico',
      'Economia brasileira',
      'Política monetária',
    ],
    programme: 'Economia',
  },
  {
    subject: 'Ciência da computação',
    variants: ['Informática', 'Computação'],
    broader: 'Ciências exatas',
    dewey: '004',
    pt: ['ciência da computação', 'f'],
    en: 'computer science',
    es: ['informática', 'la informática'],
    topics: [
      'Algoritmos',
      'Engenharia de software',
      'Inteligência artificial',
      'Banco de dados',
      'Redes de computadores',
    ],
    programme: 'Ciência da Computação',
  },
  {
    subject: 'Matemática',
    variants: ['Ciências matemáticas'],
    broader: 'Ciências exatas',
    dewey: '510',
    pt: ['matemática', 'f'],
    en: 'mathematics',
    es: ['matemáticas', 'las matemáticas'],
    topics: ['Cálculo', 'Álgebra linear', 'Estatística', 'Equações diferenciais'],
    programme: 'Matemática',
  },
  {
    subject: 'Física',
    variants: ['Ciências físicas'],
    broader: 'Ciências exatas',
    dewey: '530',
    pt: ['física', 'f'],
    en: 'physics',
    es: ['física', 'la física'],
    topics: ['Mecânica quântica', 'Termodinâmica', 'Eletromagnetismo', 'Óptica'],
    programme: 'Física',
  },
  {
    subject: 'Química',
    variants: ['Ciências químicas'],
    broader: 'Ciências exatas',
    dewey: '540',
    pt: ['química', 'f'],
    en: 'chemistry',
    es: ['química', 'la química'],
    topics: ['Química orgânica', 'Química analítica', 'Bioquímica', 'Físico-química'],
    programme: 'Química',
  },
  {
    subject: 'Biologia',
    variants: ['Ciências biológicas'],
    broader: 'Ciências naturais',
    dewey: '570',
    pt: ['biologia', 'f'],
    en: 'biology',
    es: ['biología', 'la biología'],
    topics: ['Ecologia', 'Genética', 'Biodiversidade', 'Mata Atlântica'],
    programme: 'Biologia',
  },
  {
    subject: 'Enfermagem',
    variants: ['Cuidados de enfermagem'],
    broader: 'Ciências da saúde',
    dewey: '610.73',
    pt: ['enfermagem', 'f'],
    en: 'nursing',
    es: ['enfermería', 'la enfermería'],
    topics: ['Cuidados intensivos', 'Enfermagem obstétrica', 'Segurança do paciente'],
    programme: 'Enfermagem',
  },
  {
    subject: 'Psicologia',
    variants: ['Ciências psicológicas'],
    broader: 'Ciências humanas',
    dewey: '150',
    pt: ['psicologia', 'f'],
    en: 'psychology',
    es: ['psicología', 'la psicología'],
    topics: ['Psicologia do desenvolvimento', 'Psicologia social', 'Saúde mental', 'Psicanálise'],
    programme: 'Psicologia',
  },
  {
    subject: 'Sociologia',
    variants: ['Ciências sociais (Sociologia)'],
    broader: 'Ciências sociais',
    dewey: '301',
    pt: ['sociologia', 'f'],
    en: 'sociology',
    es: ['sociología', 'la sociología'],
    topics: ['Desigualdade social', 'Movimentos sociais', 'Sociologia urbana', 'Relações raciais'],
    programme: 'Sociologia Política',
  },
  {
    subject: 'História',
    variants: ['Historiografia'],
    broader: 'Ciências humanas',
    dewey: '981',
    pt: ['história do Brasil', 'f'],
    en: 'Brazilian history',
    es: ['historia de Brasil', 'la historia de Brasil'],
    topics: ['Brasil Colônia', 'Escravidão', 'Ditadura militar', 'República Velha'],
    programme: 'História',
  },
  {
    subject: 'Geografia',
    variants: ['Ciências geográficas'],
    broader: 'Ciências humanas',
    dewey: '910',
    pt: ['geografia', 'f'],
    en: 'geography',
    es: ['geografía', 'la geografía'],
    topics: ['Cartografia', 'Geografia urbana', 'Geomorfologia', 'Climatologia'],
    programme: 'Geografia',
  },
  {
    subject: 'Arquitetura',
    variants: ['Arquitetura e urbanismo'],
    broader: 'Artes',
    dewey: '720',
    pt: ['arquitetura', 'f'],
    en: 'architecture',
    es: ['arquitectura', 'la arquitectura'],
    topics: ['Urbanismo', 'Patrimônio cultural', 'Conforto ambiental', 'Projeto arquitetônico'],
    programme: 'Arquitetura e Urbanismo',
  },
  {
    subject: 'Agronomia',
    variants: ['Ciências agrárias'],
    broader: 'Ciências agrárias',
    dewey: '630',
    pt: ['agronomia', 'f'],
    en: 'agronomy',
    es: ['agronomía', 'la agronomía'],
    topics: ['Agroecologia', 'Fertilidade do solo', 'Manejo de pragas', 'Agricultura familiar'],
    programme: 'Agroecossistemas',
  },
  {
    subject: 'Música',
    variants: ['Arte musical'],
    broader: 'Artes',
    dewey: '780',
    pt: ['música', 'f'],
    en: 'music',
    es: ['música', 'la música'],
    topics: ['Música popular brasileira', 'Choro (Música)', 'Educação musical', 'Etnomusicologia'],
    programme: 'Música',
  },
  {
    subject: 'Filosofia',
    variants: ['Pensamento filosófico'],
    broader: 'Ciências humanas',
    dewey: '100',
    pt: ['filosofia', 'f'],
    en: 'philosophy',
    es: ['filosofía', 'la filosofía'],
    topics: ['Ética', 'Epistemologia', 'Filosofia política', 'Estética'],
    programme: 'Filosofia',
  },
  {
    subject: 'Ciência da informação',
    variants: ['Biblioteconomia', 'Documentação'],
    broader: 'Ciências sociais aplicadas',
    dewey: '020',
    pt: ['ciência da informação', 'f'],
    en: 'information science',
    es: ['ciencia de la información', 'la ciencia de la información'],
    topics: [
      'Catalogação',
      'Bibliotecas universitárias',
      'Competência em informação',
      'Repositórios institucionais',
    ],
    programme: 'Ciência da Informação',
  },
  {
    subject: 'Contabilidade',
    variants: ['Ciências contábeis'],
    broader: 'Ciências sociais aplicadas',
    dewey: '657',
    pt: ['contabilidade', 'f'],
    en: 'accounting',
    es: ['contabilidad', 'la contabilidad'],
    topics: ['Auditoria', 'Contabilidade pública', 'Custos'],
    programme: 'Contabilidade',
  },
  {
    subject: 'Linguística',
    variants: ['Ciências da linguagem'],
    broader: 'Linguagem',
    dewey: '410',
    pt: ['linguística', 'f'],
    en: 'linguistics',
    es: ['lingüística', 'la lingüística'],
    topics: [
      'Língua Brasileira de Sinais',
      'Sociolinguística',
      'Análise do discurso',
      'Língua portuguesa',
    ],
    programme: 'Linguística',
  },
  {
    subject: 'Engenharia elétrica',
    variants: ['Eletrotécnica'],
    broader: 'Engenharia',
    dewey: '621.3',
    pt: ['engenharia elétrica', 'f'],
    en: 'electrical engineering',
    es: ['ingeniería eléctrica', 'la ingeniería eléctrica'],
    topics: ['Circuitos elétricos', 'Sistemas de potência', 'Energia solar', 'Eletrônica'],
    programme: 'Engenharia Elétrica',
  },
  {
    subject: 'Medicina',
    variants: ['Ciências médicas'],
    broader: 'Ciências da saúde',
    dewey: '610',
    pt: ['medicina', 'f'],
    en: 'medicine',
    es: ['medicina', 'la medicina'],
    topics: ['Clínica médica', 'Pediatria', 'Cardiologia', 'Medicina de família e comunidade'],
    programme: 'Ciências Médicas',
  },
];

/** Title openings per language; `{a}` "à/ao", `{d}` "da/do", `{n}` the noun phrase. */
export const PT_TITLE_PATTERNS = [
  'Introdução {a} {n}',
  'Fundamentos {d} {n}',
  'Manual de {n}',
  'Curso de {n}',
  'Tópicos em {n}',
  'Princípios de {n}',
  'Teoria e prática {d} {n}',
  'Estudos de {n}',
  'Temas contemporâneos de {n}',
  'Pesquisa em {n}',
  'Leituras em {n}',
  'Ensaios sobre {n}',
];

/** Titles of theses and dissertations; `{t}` a narrower topic, `{p}` a place. */
export const THESIS_PATTERNS = [
  '{t} em {p}',
  'Contribuições para o estudo de {t}',
  'Análise de {t} na Região Sul do Brasil',
  '{T}: um estudo de caso em {p}',
  'Entre a teoria e a prática: {t} na universidade pública',
  'Desafios de {t} no Brasil contemporâneo',
];

export const THESIS_PLACES = [
  'Florianópolis',
  'Santa Catarina',
  'Joinville',
  'Curitibanos',
  'municípios catarinenses',
];

/** Classic works that are not fiction: no fiction genre, and their own area. */
export const NONFICTION_CLASSICS: Record<string, string> = {
  'Pedagogia do oprimido': 'Educação',
  'Pedagogia da autonomia': 'Educação',
  'Raízes do Brasil': 'História',
  'Casa-grande & senzala': 'Sociologia',
  'O povo brasileiro': 'Sociologia',
  'Quarto de despejo': 'Sociologia',
};

/** Titles made from a narrower topic. */
export const PT_TOPIC_PATTERNS = [
  '{t}',
  '{t} no Brasil',
  '{t} em perspectiva',
  'Caminhos da pesquisa em {t}',
  'Novos olhares sobre {t}',
  '{t} e sociedade',
];

export const PT_SUBTITLES = [
  'uma abordagem crítica',
  'teoria e prática',
  'perspectivas contemporâneas',
  'conceitos e aplicações',
  'desafios e possibilidades',
  'um estudo de caso em Santa Catarina',
  'da teoria à prática',
  'reflexões para o século XXI',
  'fundamentos, métodos e técnicas',
  'experiências na universidade pública',
  'história, políticas e práticas',
  'questões e debates',
  'guia para estudantes',
  'volume de exercícios resolvidos',
];

export const EN_TITLE_PATTERNS = [
  'Introduction to {n}',
  'Foundations of {n}',
  'Handbook of {n}',
  'Principles of {n}',
  'Advances in {n}',
  'Essentials of {n}',
  'Research methods in {n}',
];

export const EN_SUBTITLES = [
  'theory and practice',
  'a critical introduction',
  'concepts and applications',
  'perspectives from Latin America',
  'a global perspective',
  'new directions',
];

/** `{n}` bare noun, `{an}` noun with article ("la educación"), contracted as Spanish wants. */
export const ES_TITLE_PATTERNS = [
  'Introducción a {an}',
  'Fundamentos de {an}',
  'Manual de {n}',
  'Teoría y práctica de {an}',
  'Estudios sobre {an}',
  'Tratado de {n}',
];

export const ES_SUBTITLES = [
  'teoría y práctica',
  'una mirada latinoamericana',
  'conceptos y aplicaciones',
  'perspectivas actuales',
  'debates contemporáneos',
];

/** Titles of literary works (novels, stories, poetry) in Portuguese. */
export const LITERARY_TITLES = [
  'O silêncio das marés',
  'Vidas em trânsito',
  'A casa do fim da rua',
  'Memórias da ilha',
  'Cartas ao vento sul',
  'O último verão em Laguna',
  'Sertão de dentro',
  'Quarto de despejo revisitado',
  'As cores da chuva',
  'Poemas do cotidiano',
  'O rio e a ponte',
  'Crônicas da cidade baixa',
  'Noites de Desterro',
  'Contos de areia e sal',
  'A herança de Isaura',
  'Os dias de Teresa',
  'Pedra, papel e mar',
  'Fragmentos de um inverno',
  'O menino e o farol',
  'Romance da lagoa',
];

/** Brazilian classics: author heading and title (some with authority uniform titles). */
export const CLASSICS: { author: string; title: string; year: number }[] = [
  { author: 'Assis, Machado de, 1839-1908', title: 'Dom Casmurro', year: 1899 },
  { author: 'Assis, Machado de, 1839-1908', title: 'Memórias póstumas de Brás Cubas', year: 1881 },
  { author: 'Lispector, Clarice, 1920-1977', title: 'A hora da estrela', year: 1977 },
  { author: 'Lispector, Clarice, 1920-1977', title: 'A paixão segundo G.H.', year: 1964 },
  { author: 'Ramos, Graciliano, 1892-1953', title: 'Vidas secas', year: 1938 },
  { author: 'Rosa, João Guimarães, 1908-1967', title: 'Grande sertão: veredas', year: 1956 },
  { author: 'Amado, Jorge, 1912-2001', title: 'Capitães da areia', year: 1937 },
  { author: 'Andrade, Mário de, 1893-1945', title: 'Macunaíma', year: 1928 },
  { author: 'Queiroz, Rachel de, 1910-2003', title: 'O quinze', year: 1930 },
  { author: 'Jesus, Carolina Maria de, 1914-1977', title: 'Quarto de despejo', year: 1960 },
  { author: 'Freire, Paulo, 1921-1997', title: 'Pedagogia do oprimido', year: 1968 },
  { author: 'Freire, Paulo, 1921-1997', title: 'Pedagogia da autonomia', year: 1996 },
  { author: 'Holanda, Sérgio Buarque de, 1902-1982', title: 'Raízes do Brasil', year: 1936 },
  { author: 'Freyre, Gilberto, 1900-1987', title: 'Casa-grande & senzala', year: 1933 },
  { author: 'Ribeiro, Darcy, 1922-1997', title: 'O povo brasileiro', year: 1995 },
  { author: 'Evaristo, Conceição, 1946-', title: 'Ponciá Vicêncio', year: 2003 },
  { author: 'Meireles, Cecília, 1901-1964', title: 'Romanceiro da Inconfidência', year: 1953 },
  { author: 'Andrade, Carlos Drummond de, 1902-1987', title: 'A rosa do povo', year: 1945 },
];

/** Notes about well-known authors, for their authority records (670 / 678). */
export const CLASSIC_VARIANTS: Record<string, string[]> = {
  'Assis, Machado de, 1839-1908': [
    'Machado de Assis, Joaquim Maria, 1839-1908',
    'Assis, Joaquim Maria Machado de',
  ],
  'Lispector, Clarice, 1920-1977': ['Lispector, Chaya Pinkhasovna'],
  'Rosa, João Guimarães, 1908-1967': ['Guimarães Rosa, João, 1908-1967'],
  'Freire, Paulo, 1921-1997': ['Freire, Paulo Reglus Neves, 1921-1997'],
  'Holanda, Sérgio Buarque de, 1902-1982': ['Buarque de Holanda, Sérgio, 1902-1982'],
  'Andrade, Carlos Drummond de, 1902-1987': ['Drummond de Andrade, Carlos, 1902-1987'],
};

// prettier-ignore
export const PT_FEMALE_NAMES = [
  'Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Camila', 'Luciana', 'Beatriz', 'Carolina', 'Mariana',
  'Helena', 'Cláudia', 'Débora', 'Letícia', 'Renata', 'Simone', 'Tatiane', 'Vânia', 'Aline', 'Raquel',
];
// prettier-ignore
export const PT_MALE_NAMES = [
  'João', 'José', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Marcelo', 'Rafael', 'Rodrigo', 'André',
  'Antônio', 'Fábio', 'Gustavo', 'Henrique', 'Márcio', 'Ricardo', 'Sérgio', 'Tiago', 'Vinícius', 'Luís',
];
export const PT_FEMALE_MIDDLE_NAMES = [
  'Paula',
  'Luiza',
  'Cristina',
  'Aparecida',
  'Beatriz',
  'Vitória',
];
export const PT_MALE_MIDDLE_NAMES = ['Eduardo', 'Augusto', 'Henrique', 'Roberto', 'Luiz', 'Felipe'];

export const PT_SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Cavalcanti',
  'Brandão',
  'Conceição',
  'Figueiredo',
  'Schmidt',
  'Koerich',
  'Becker',
  'Vasconcelos',
  'Magalhães',
  'Gusmão',
  'Damásio',
  'Sá',
  'Antunes',
  'Tavares',
];

export const EN_FIRST_NAMES = [
  'John',
  'Mary',
  'Robert',
  'Linda',
  'Michael',
  'Susan',
  'David',
  'Karen',
  'James',
  'Emily',
  'Peter',
  'Sarah',
];
export const EN_SURNAMES = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Miller',
  'Wilson',
  'Clarke',
  'Walker',
  'Hughes',
  'Morgan',
  'Turner',
  'Bennett',
];
export const ES_FIRST_NAMES = [
  'Carlos',
  'María',
  'Javier',
  'Lucía',
  'Alejandro',
  'Sofía',
  'Diego',
  'Valentina',
  'Andrés',
  'Camila',
];
export const ES_SURNAMES = [
  'García',
  'Martínez',
  'López',
  'González',
  'Hernández',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Muñoz',
  'Rojas',
];

/** Composers and performers for scores and sound recordings. */
export const COMPOSERS = [
  'Villa-Lobos, Heitor, 1887-1959',
  'Gomes, Carlos, 1836-1896',
  'Nazareth, Ernesto, 1863-1934',
  'Gnattali, Radamés, 1906-1988',
  'Pixinguinha, 1897-1973',
  'Jobim, Antonio Carlos, 1927-1994',
  'Gonzaga, Chiquinha, 1847-1935',
  'Guarnieri, Camargo, 1907-1993',
];

export const MUSIC_TITLES = [
  'Bachianas brasileiras',
  'Choros para violão',
  'Sonata para flauta e piano',
  'Prelúdios',
  'Canções brasileiras',
  'Suíte popular brasileira',
  'Valsas de esquina',
  'Tangos brasileiros',
  'Ponteios',
  'Cirandas',
];

export interface Publisher {
  name: string;
  place: string;
}

export const PT_PUBLISHERS: Publisher[] = [
  { name: 'Editora da UFSC', place: 'Florianópolis' },
  { name: 'Atlas', place: 'São Paulo' },
  { name: 'Saraiva', place: 'São Paulo' },
  { name: 'Cortez', place: 'São Paulo' },
  { name: 'Blucher', place: 'São Paulo' },
  { name: 'Vozes', place: 'Petrópolis' },
  { name: 'Companhia das Letras', place: 'São Paulo' },
  { name: 'Zahar', place: 'Rio de Janeiro' },
  { name: 'Editora Fiocruz', place: 'Rio de Janeiro' },
  { name: 'Edusp', place: 'São Paulo' },
  { name: 'Editora UFMG', place: 'Belo Horizonte' },
  { name: 'Editora da Unicamp', place: 'Campinas' },
  { name: 'Artmed', place: 'Porto Alegre' },
  { name: 'Forense', place: 'Rio de Janeiro' },
  { name: 'Revista dos Tribunais', place: 'São Paulo' },
  { name: 'LTC', place: 'Rio de Janeiro' },
  { name: 'Bookman', place: 'Porto Alegre' },
  { name: 'Manole', place: 'Barueri' },
  { name: 'Autêntica', place: 'Belo Horizonte' },
  { name: 'Contexto', place: 'São Paulo' },
  { name: 'Juruá', place: 'Curitiba' },
  { name: 'Edufba', place: 'Salvador' },
  { name: 'Editora UFE', place: 'Florianópolis' },
  { name: 'Paz e Terra', place: 'Rio de Janeiro' },
];

export const EN_PUBLISHERS: Publisher[] = [
  { name: 'Springer', place: 'Cham' },
  { name: 'Routledge', place: 'London' },
  { name: 'Cambridge University Press', place: 'Cambridge' },
  { name: 'Oxford University Press', place: 'Oxford' },
  { name: 'Wiley', place: 'Hoboken' },
  { name: 'Pearson', place: 'Boston' },
  { name: 'MIT Press', place: 'Cambridge, Mass.' },
  { name: 'Elsevier', place: 'Amsterdam' },
];

export const ES_PUBLISHERS: Publisher[] = [
  { name: 'Fondo de Cultura Económica', place: 'México' },
  { name: 'Siglo XXI', place: 'Buenos Aires' },
  { name: 'Paidós', place: 'Barcelona' },
  { name: 'Akal', place: 'Madrid' },
  { name: 'Ediciones Universidad de Salamanca', place: 'Salamanca' },
  { name: 'Eudeba', place: 'Buenos Aires' },
  { name: 'Tirant lo Blanch', place: 'Valencia' },
  { name: 'CLACSO', place: 'Buenos Aires' },
];

/** Our university: name used in theses, corporate headings and normative acts. */
export const UNIVERSITY = 'Universidade Federal Estante';

/** Corporate bodies (110): heading subfields $a and $b, and see-from variants. */
export const CORPORATE_BODIES: { a: string; b?: string; variants: string[] }[] = [
  { a: 'Brasil', b: 'Ministério da Educação', variants: ['MEC', 'Brasil. MEC'] },
  { a: 'Brasil', b: 'Ministério da Saúde', variants: ['Brasil. MS'] },
  { a: 'Brasil', b: 'Congresso Nacional', variants: ['Congresso Nacional (Brasil)'] },
  { a: 'Instituto Brasileiro de Geografia e Estatística', variants: ['IBGE'] },
  { a: 'Fundação Oswaldo Cruz', variants: ['Fiocruz'] },
  { a: 'Empresa Brasileira de Pesquisa Agropecuária', variants: ['Embrapa'] },
  { a: 'Coordenação de Aperfeiçoamento de Pessoal de Nível Superior', variants: ['CAPES'] },
  { a: UNIVERSITY, variants: ['UFE'] },
  {
    a: UNIVERSITY,
    b: 'Conselho Universitário',
    variants: ['UFE. Conselho Universitário', 'CUn (UFE)'],
  },
  { a: UNIVERSITY, b: 'Reitoria', variants: ['UFE. Reitoria'] },
  { a: UNIVERSITY, b: 'Biblioteca Universitária', variants: ['UFE. BU'] },
  { a: 'Santa Catarina', b: 'Secretaria de Estado da Educação', variants: ['SED (SC)'] },
];

/** Meetings (111): name, number, year, place. */
export const MEETINGS: { name: string; number: string; year: number; place: string }[] = [
  {
    name: 'Congresso Brasileiro de Educação',
    number: '5.',
    year: 2019,
    place: 'Florianópolis, SC',
  },
  {
    name: 'Encontro Nacional de Pesquisa em Ciência da Informação',
    number: '21.',
    year: 2021,
    place: 'Rio de Janeiro, RJ',
  },
  {
    name: 'Seminário de Iniciação Científica da UFE',
    number: '30.',
    year: 2022,
    place: 'Florianópolis, SC',
  },
  {
    name: 'Congresso Brasileiro de Saúde Coletiva',
    number: '13.',
    year: 2022,
    place: 'Salvador, BA',
  },
  {
    name: 'Simpósio Brasileiro de Engenharia de Software',
    number: '37.',
    year: 2023,
    place: 'Campo Grande, MS',
  },
  {
    name: 'Congresso Brasileiro de Direito Constitucional',
    number: '12.',
    year: 2018,
    place: 'São Paulo, SP',
  },
];

/** Uniform titles (130) with variants. */
export const UNIFORM_TITLES: { heading: string; variants: string[] }[] = [
  { heading: 'Bíblia. Português', variants: ['Bíblia sagrada', 'Sagrada Escritura'] },
  { heading: 'Mil e uma noites. Português', variants: ['Arabian nights', 'As mil e uma noites'] },
  { heading: 'Carta de Pero Vaz de Caminha', variants: ['Carta do achamento do Brasil'] },
];

/** Geographic names (151) with variants; the first ones are most used. */
export const PLACES: { heading: string; variants: string[] }[] = [
  { heading: 'Brasil', variants: ['Brazil', 'República Federativa do Brasil'] },
  { heading: 'Santa Catarina (SC)', variants: ['Santa Catarina (Estado)'] },
  { heading: 'Florianópolis (SC)', variants: ['Desterro (SC)', 'Nossa Senhora do Desterro (SC)'] },
  { heading: 'Região Sul (Brasil)', variants: ['Sul do Brasil'] },
  { heading: 'Amazônia', variants: ['Amazônia Legal', 'Região Amazônica'] },
  { heading: 'América Latina', variants: ['Latin America', 'Latinoamérica'] },
  { heading: 'Nordeste (Brasil)', variants: ['Região Nordeste (Brasil)'] },
  { heading: 'Joinville (SC)', variants: ['Joinvile (SC)'] },
];

/** Genre/form terms (155). */
export const GENRES: { heading: string; variants: string[] }[] = [
  { heading: 'Romances brasileiros', variants: ['Romance brasileiro (Gênero)'] },
  { heading: 'Contos brasileiros', variants: ['Conto brasileiro (Gênero)'] },
  {
    heading: 'Teses e dissertações acadêmicas',
    variants: ['Dissertações acadêmicas', 'Teses acadêmicas'],
  },
  { heading: 'Documentários', variants: ['Filmes documentários'] },
  { heading: 'Mapas', variants: ['Cartas geográficas'] },
  { heading: 'Partituras', variants: ['Música impressa'] },
  { heading: 'Legislação', variants: ['Atos normativos', 'Leis'] },
  { heading: 'Fotografias', variants: ['Registros fotográficos'] },
  { heading: 'Audiolivros', variants: ['Livros falados'] },
  { heading: 'Congressos e convenções', variants: ['Anais de eventos'] },
];

/** Chronological terms (148). */
export const PERIODS: { heading: string; variants: string[] }[] = [
  { heading: 'Século XX', variants: ['1901-2000'] },
  { heading: 'Século XXI', variants: ['2001-2100'] },
  { heading: '1964-1985', variants: ['Período da ditadura militar (Brasil)'] },
  { heading: 'Século XIX', variants: ['1801-1900'] },
];

/** Serial titles (periodicals). */
export const SERIAL_TITLES: {
  title: string;
  publisher: Publisher;
  area: number;
  lang: 'por' | 'eng' | 'spa';
}[] = [
  {
    title: 'Revista Brasileira de Educação',
    publisher: { name: 'ANPEd', place: 'Rio de Janeiro' },
    area: 0,
    lang: 'por',
  },
  {
    title: 'Perspectiva',
    publisher: { name: 'Editora da UFSC', place: 'Florianópolis' },
    area: 0,
    lang: 'por',
  },
  {
    title: 'Cadernos de Saúde Pública',
    publisher: { name: 'Editora Fiocruz', place: 'Rio de Janeiro' },
    area: 4,
    lang: 'por',
  },
  {
    title: 'Revista de Direito Constitucional e Internacional',
    publisher: { name: 'Revista dos Tribunais', place: 'São Paulo' },
    area: 1,
    lang: 'por',
  },
  {
    title: 'Encontros Bibli',
    publisher: { name: 'Editora da UFSC', place: 'Florianópolis' },
    area: 22,
    lang: 'por',
  },
  {
    title: 'Revista de Administração Contemporânea',
    publisher: { name: 'ANPAD', place: 'Maringá' },
    area: 6,
    lang: 'por',
  },
  {
    title: 'Estudos Avançados',
    publisher: { name: 'USP', place: 'São Paulo' },
    area: 15,
    lang: 'por',
  },
  {
    title: 'Ilha do Desterro',
    publisher: { name: 'Editora da UFSC', place: 'Florianópolis' },
    area: 5,
    lang: 'por',
  },
  {
    title: 'Revista Brasileira de Enfermagem',
    publisher: { name: 'ABEn', place: 'Brasília' },
    area: 13,
    lang: 'por',
  },
  {
    title: 'Ambiente Construído',
    publisher: { name: 'ANTAC', place: 'Porto Alegre' },
    area: 3,
    lang: 'por',
  },
  {
    title: 'Journal of Latin American Studies',
    publisher: { name: 'Cambridge University Press', place: 'Cambridge' },
    area: 16,
    lang: 'eng',
  },
  {
    title: 'Revista Latinoamericana de Psicología',
    publisher: { name: 'Konrad Lorenz', place: 'Bogotá' },
    area: 14,
    lang: 'spa',
  },
];

/** Words for article titles in serial issues and contents notes. */
export const ARTICLE_OPENINGS = [
  'Análise de',
  'Contribuições para o estudo de',
  'Um panorama de',
  'Desafios de',
  'Indicadores de',
  'Revisão sistemática sobre',
  'Práticas de',
  'O papel de',
];

/** Chapter titles for contents notes (505). */
export const CHAPTERS = [
  'Apresentação',
  'Conceitos fundamentais',
  'Breve histórico',
  'Aspectos metodológicos',
  'Estudos de caso',
  'Políticas públicas',
  'Desafios atuais',
  'Considerações finais',
  'Referências comentadas',
  'Exercícios',
];

/** Kinds of normative acts, issuing body index into CORPORATE_BODIES, and subjects. */
export const NORMATIVE_ACT_KINDS: { kind: string; body: number; abbreviation: string }[] = [
  { kind: 'Lei', body: 2, abbreviation: 'Lei' },
  { kind: 'Decreto', body: 0, abbreviation: 'Decreto' },
  { kind: 'Resolução normativa', body: 8, abbreviation: 'Resolução' },
  { kind: 'Portaria', body: 9, abbreviation: 'Portaria' },
  { kind: 'Instrução normativa', body: 9, abbreviation: 'Instrução normativa' },
  { kind: 'Portaria normativa', body: 0, abbreviation: 'Portaria' },
];

export const NORMATIVE_ACT_MATTERS = [
  'o regimento dos cursos de graduação',
  'a política de acessibilidade da universidade',
  'o calendário acadêmico',
  'a política institucional de acesso aberto',
  'o programa de assistência estudantil',
  'as normas de empréstimo das bibliotecas',
  'a avaliação de desempenho docente',
  'a proteção de dados pessoais no âmbito da universidade',
  'o estágio obrigatório e não obrigatório',
  'a criação do repositório institucional',
  'as diretrizes para o ensino híbrido',
  'a carreira dos servidores técnico-administrativos',
];

export const MONTHS_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** Archive documents: a kind and what it is about. */
export const ARCHIVE_KINDS = [
  'Ata da reunião do Conselho Universitário',
  'Ofício da Reitoria ao Ministério da Educação',
  'Relatório anual de atividades da Biblioteca Universitária',
  'Correspondência do fundador da universidade',
  'Processo de criação do curso de',
  'Álbum fotográfico da construção do campus',
  'Projeto pedagógico do curso de',
  'Dossiê de tombamento do prédio histórico',
];

export const VIDEO_TITLES = [
  'Vozes da ilha',
  'Educação em movimento',
  'A universidade e a cidade',
  'Mulheres na ciência',
  'Ciência para todos',
  'Memórias da Lagoa da Conceição',
  'Saúde em território',
  'O canto das rendeiras',
];

export const MAP_TITLES = [
  'Mapa rodoviário de Santa Catarina',
  'Carta topográfica de Florianópolis',
  'Mapa geológico da Região Sul',
  'Atlas escolar de Santa Catarina',
  'Mapa de uso do solo da bacia do rio Itajaí',
  'Planta da cidade de Joinville',
  'Mapa da vegetação do Brasil',
];

export const IMAGE_TITLES = [
  'Fotografias da construção do campus Trindade',
  'Cartazes do festival de inverno',
  'Gravuras de Franklin Cascaes',
  'Postais antigos de Florianópolis',
  'Retratos de professores eméritos',
];

export const SOFTWARE_TITLES = [
  'Sistema de informações geográficas de Santa Catarina',
  'Banco de dados da flora catarinense',
  'Simulador de estruturas de concreto',
  'Dicionário digital de Libras',
  'Corpus do português falado em Florianópolis',
];

/** Campuses and their libraries. */
export const CAMPUSES: {
  name: string;
  city: string;
  libraries: {
    name: string;
    acronym: string;
    email: string;
    phone: string;
    address: string;
    closedStacks: boolean;
  }[];
}[] = [
  {
    name: 'Campus Reitor João David Ferreira Lima',
    city: 'Florianópolis',
    libraries: [
      {
        name: 'Biblioteca Central',
        acronym: 'BC',
        email: 'bc@ufe.edu.br',
        phone: '(48) 3721-9310',
        address: 'Rua Desembargador Vitor Lima, 222, Trindade, Florianópolis - SC, 88040-400',
        closedStacks: true,
      },
      {
        name: 'Biblioteca Setorial de Ciências da Saúde',
        acronym: 'BSCS',
        email: 'bscs@ufe.edu.br',
        phone: '(48) 3721-4485',
        address: 'Rua Delfino Conti, s/n, Trindade, Florianópolis - SC, 88040-370',
        closedStacks: false,
      },
      {
        name: 'Biblioteca Setorial de Direito',
        acronym: 'BSD',
        email: 'bsd@ufe.edu.br',
        phone: '(48) 3721-6570',
        address: 'Centro de Ciências Jurídicas, Trindade, Florianópolis - SC, 88040-900',
        closedStacks: true,
      },
    ],
  },
  {
    name: 'Campus Joinville',
    city: 'Joinville',
    libraries: [
      {
        name: 'Biblioteca Setorial de Joinville',
        acronym: 'BSJOI',
        email: 'bsjoi@ufe.edu.br',
        phone: '(47) 3461-5900',
        address: 'Rua Dona Francisca, 8300, Zona Industrial Norte, Joinville - SC, 89219-600',
        closedStacks: false,
      },
    ],
  },
  {
    name: 'Campus Curitibanos',
    city: 'Curitibanos',
    libraries: [
      {
        name: 'Biblioteca Setorial de Curitibanos',
        acronym: 'BSCUR',
        email: 'bscur@ufe.edu.br',
        phone: '(48) 3721-4170',
        address: 'Rodovia Ulysses Gaboardi, km 3, Curitibanos - SC, 89520-000',
        closedStacks: false,
      },
      {
        name: 'Biblioteca do Centro de Ciências Rurais',
        acronym: 'BCCR',
        email: 'bccr@ufe.edu.br',
        phone: '(48) 3721-4171',
        address: 'Rodovia Ulysses Gaboardi, km 3, Bloco C, Curitibanos - SC, 89520-000',
        closedStacks: true,
      },
    ],
  },
];

export const SUPPORT_EMAIL = 'atendimento.bu@ufe.edu.br';
export const SUPPORT_PHONE = '(48) 3721-9000';

/** Shelf locations by kind of material. */
export const LOCATIONS = {
  general: ['Acervo geral - 1º andar', 'Acervo geral - 2º andar', 'Acervo geral - térreo'],
  reference: ['Setor de referência'],
  serial: ['Hemeroteca'],
  media: ['Multimeios'],
  map: ['Mapoteca'],
  closed: ['Acervo fechado - depósito', 'Obras raras'],
  accessible: ['Seção de acessibilidade'],
  reserve: ['Reserva didática'],
} as const;

export const COLLECTIONS = {
  general: 'Acervo geral',
  reference: 'Coleção de referência',
  theses: 'Coleção de teses e dissertações',
  special: 'Coleção especial Memória UFE',
  reserve: 'Reserva didática',
  accessible: 'Acervo acessível',
  media: 'Coleção de multimeios',
  legislation: 'Coleção de legislação',
} as const;
