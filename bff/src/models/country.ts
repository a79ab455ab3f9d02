import { BaseModel } from './base';

export class Country extends BaseModel {
  static override tableName = 'countries';
  id!: string;
  country!: string;
}
