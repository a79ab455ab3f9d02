import { BaseModel } from './base';

export class Category extends BaseModel {
  static override tableName = 'categories';
  id!: string;
  category!: string;
}
