import { BaseModel } from './base';

export class Author extends BaseModel {
  static override tableName = 'authors';
  id!: string;
  name!: string;
}
