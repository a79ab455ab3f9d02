import { BaseModel } from './base';
import { Snippet } from './snippet';
import { User } from './user';

export class SnippetView extends BaseModel {
  static override tableName = 'snippets_views';
  id!: string;
  user_id!: string | null;
  snippet_id!: string;
  created_date!: Date;
  snippet?: Snippet;
  user?: User;

  static override relationMappings = () => ({
    snippet: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Snippet,
      join: { from: 'snippets_views.snippet_id', to: 'snippets.id' },
    },
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'snippets_views.user_id', to: 'users.id' } },
  });
}
