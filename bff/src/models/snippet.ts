import { Author } from './author';
import { BaseModel } from './base';
import { Category } from './category';

/** A quote. `author` and `category` are the foreign-key columns (SPEC §3), so the relations take other names. */
export class Snippet extends BaseModel {
  static override tableName = 'snippets';
  id!: string;
  text!: string;
  author!: string;
  category!: string;
  detailed_explanation!: string | null;
  created_date!: Date;
  updated_date!: Date;
  /** Dense-ish number given by the database to every row; GET /api/snippets/random draws on it (issue #11). int8, so a string. */
  seq!: string;
  authorRecord?: Author;
  categoryRecord?: Category;

  static override relationMappings = () => ({
    authorRecord: { relation: BaseModel.BelongsToOneRelation, modelClass: Author, join: { from: 'snippets.author', to: 'authors.id' } },
    categoryRecord: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'snippets.category', to: 'categories.id' },
    },
  });
}
