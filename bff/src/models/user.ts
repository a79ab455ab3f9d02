import { BaseModel } from './base';
import { Country } from './country';
import { Snippet } from './snippet';

/** An account (product §3 users, plus `pending_email` of issue #4). Never sent as is: see toCurrentUser. */
export class User extends BaseModel {
  static override tableName = 'users';
  id!: string;
  first_name!: string;
  last_name!: string;
  email!: string;
  password!: string;
  country_id!: string;
  category!: string;
  email_verified!: boolean;
  /** A new address waiting for its link to be opened (settings); the account keeps `email` until then. */
  pending_email!: string | null;
  verification_token_hash!: string | null;
  verification_token_expires!: Date | null;
  /** SHA-256 of the last verification link used, kept so that opening it again says "already verified" (decision 024). */
  verification_token_used_hash!: string | null;
  verification_token_used_at!: Date | null;
  password_reset_token_hash!: string | null;
  password_reset_token_expires!: Date | null;
  /** SHA-256 of the sign-up cookie's nonce: the browser that chose the password, signed in by its verification (decision 016). */
  signup_nonce_hash!: string | null;
  created_date!: Date;
  updated_date!: Date;
  country?: Country;
  favouriteSnippets?: Snippet[];

  static override relationMappings = () => ({
    country: { relation: BaseModel.BelongsToOneRelation, modelClass: Country, join: { from: 'users.country_id', to: 'countries.id' } },
    favouriteSnippets: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Snippet,
      join: {
        from: 'users.id',
        through: { from: 'snippets_favourites.user_id', to: 'snippets_favourites.snippet_id', extra: ['created_date'] },
        to: 'snippets.id',
      },
    },
  });
}
