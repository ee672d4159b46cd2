import type { Event, Features, Institution, ServiceDesk } from '@estante/contract';

async function get<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The server's own answers, so tests assert against what the API says, not fixtures. */
export const api = {
  institution: (baseURL: string) => get<Institution>(baseURL, '/parametros/instituicao'),
  features: (baseURL: string) => get<Features>(baseURL, '/parametros/funcionalidades'),
  serviceDesks: (baseURL: string) => get<ServiceDesk[]>(baseURL, '/parametros/atendimento'),
  events: (baseURL: string) => get<Event[]>(baseURL, '/parametros/eventos_institucionais'),
};
