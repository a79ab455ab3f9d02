import { Model } from 'objection';

/**
 * Models are not bound to a global knex: pass the instance or transaction to every query
 * (`Snippet.query(db)`). On PGlite there is one connection, and a query outside an open
 * transaction would wait for it.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}
