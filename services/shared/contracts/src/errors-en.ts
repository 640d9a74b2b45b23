/**
 * The English error texts (docs/errors.md#languages), added to `@nbp/contracts/errors` on import:
 * every service imports it through the kit; the site fetches it only for an English page.
 */
import enErrors from '../catalogue/errors/en.json' with { type: 'json' };
import { addErrorCatalogue } from './errors.ts';

addErrorCatalogue('en', enErrors);

export * from './errors.ts';
