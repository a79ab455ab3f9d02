import { BaseModel } from './base';
import { Snippet } from './snippet';
import { User } from './user';

export class Favourite extends BaseModel {
  static override tableName = 'snippets_favourites';
  id!: string;
  snippet_id!: string;
  user_id!: string;
  created_date!: Date;
  snippet?: Snippet;
  user?: User;

  static override relationMappings = () => ({
    snippet: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Snippet,
      join: { from: 'snippets_favourites.snippet_id', to: 'snippets.id' },
    },
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'snippets_favourites.user_id', to: 'users.id' } },
  });
}
