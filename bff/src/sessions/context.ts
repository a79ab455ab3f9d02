import type { Context } from 'koa';
import type { AppSession } from './types';

/** What the session middleware needs of the store (store.ts). */
export interface SessionStore {
  /** The session's data, or undefined when it is unknown, ended or revoked. Loads `ctx.state.user` too. */
  get(id: string, ctx: Context): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, ctx: Context): Promise<void>;
  destroy(id: string): Promise<void>;
}

export interface SessionCookie {
  name: string;
  options: { maxAge: number; httpOnly: true; sameSite: 'lax'; secure: boolean; signed: true; overwrite: true };
}

const ENDED = new Date(0);

/**
 * One request's login session: what koa-session did for us (read from the store, changed, saved,
 * regenerated, destroyed), without its per-request option copies and hashing (issue #11). The
 * session object is only made when a handler reads `ctx.session`.
 */
export class RequestSession {
  private id: string | undefined;
  private loaded: Record<string, unknown> | undefined;
  private session: AppSession | false | undefined;
  private saved = '';

  constructor(
    private readonly ctx: Context,
    private readonly store: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly newId: () => string,
  ) {}

  /** Reads the signed cookie and its session; an unknown, ended or forged one is simply none. */
  async load(): Promise<void> {
    const id = this.ctx.cookies.get(this.cookie.name, this.cookie.options);
    if (!id) return;
    const data = await this.store.get(id, this.ctx);
    if (!data) return;
    this.id = id;
    this.loaded = data;
  }

  /** The signed-in user's id, without making the session object. */
  userId(): unknown {
    if (this.session === false) return undefined;
    return (this.session ?? this.loaded)?.userId;
  }

  get(): AppSession | null {
    if (this.session === false) return null;
    if (!this.session) {
      this.session = this.make({ ...this.loaded });
      this.saved = JSON.stringify(this.session);
    }
    return this.session;
  }

  set(value: Record<string, unknown> | null): void {
    if (value === null) this.session = false;
    else this.session = this.make({ ...value });
  }

  /** After the request: delete an ended session, save a changed one. */
  async commit(): Promise<void> {
    if (this.session === undefined) return;
    if (this.session === false) return this.remove();
    if (JSON.stringify(this.session) !== this.saved) await this.save();
  }

  private make(data: Record<string, unknown>): AppSession {
    for (const key of Object.keys(data)) if (key.startsWith('_')) delete data[key]; // koa-session's _expire/_maxAge
    const session = data as AppSession;
    Object.defineProperties(session, {
      regenerate: { enumerable: false, value: () => this.regenerate() },
      save: { enumerable: false, value: () => this.save() },
      externalKey: { enumerable: false, get: () => this.id },
    });
    return session;
  }

  private async remove(): Promise<void> {
    if (this.id) await this.store.destroy(this.id);
    this.id = undefined;
    this.ctx.cookies.set(this.cookie.name, '', { ...this.cookie.options, expires: ENDED, maxAge: undefined });
  }

  /** A fresh id for the same data (session fixation, product §6): the old row goes. */
  private async regenerate(): Promise<void> {
    const session = this.get();
    if (this.id) await this.store.destroy(this.id);
    this.id = undefined;
    if (session) await this.save();
  }

  private async save(): Promise<void> {
    const session = this.get();
    if (!session) return;
    const data: Record<string, unknown> = { ...session }; // own enumerable keys: the data, not the methods
    this.id ??= this.newId();
    await this.store.set(this.id, data, this.ctx);
    this.saved = JSON.stringify(session);
    this.ctx.cookies.set(this.cookie.name, this.id, this.cookie.options);
  }
}
