import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { LinksTables } from '../modules/links/repository.ts';

/**
 * The demo institution's e-book providers, serving the hosts of the demo e-book links
 * (bibliographic.ts). Their API addresses use the reserved `.invalid` domain, so opening a
 * restricted e-book in the demo answers "e-book supplier data not found: contact the library"
 * at once instead of calling a real provider with made-up credentials. Answers how many were
 * added (providers already configured are kept).
 */
export async function createDemoProviders(kysely: Kysely<Database>): Promise<number> {
  const rows = await kysely
    .withTables<LinksTables>()
    .insertInto('ebook_provider')
    .values([
      {
        code: 'pearson',
        name: 'Biblioteca Virtual Pearson',
        link_host: 'plataforma.bvirtual.com.br',
        api_url: 'https://pearson.demo.invalid/api',
        client_id: 'estante-demo',
        client_secret: 'demo',
      },
      {
        code: 'grupoa',
        name: 'Minha Biblioteca (Grupo A)',
        link_host: 'integrada.minhabiblioteca.com.br',
        api_url: 'https://grupoa.demo.invalid/api',
        client_id: 'estante-demo',
        client_secret: 'demo',
      },
    ])
    // Providers the institution configured itself stay as they are.
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return rows.length;
}
