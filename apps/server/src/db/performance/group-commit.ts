import { setImmediate } from 'node:timers';
import type { Database as Sqlite } from 'better-sqlite3';
import { SqliteDriver, type CompiledQuery, type DatabaseConnection, type QueryResult, type SqliteDialectConfig } from 'kysely';

/** The transactions that ended in one open SQLite transaction and wait for its commit. */
class Group {
  readonly #waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  #settle!: () => void;
  /** Settles when the group's commit has succeeded or failed. */
  readonly settled = new Promise<void>((resolve) => (this.#settle = resolve));

  get size(): number {
    return this.#waiting.length;
  }

  /** A promise that resolves when the group commits and rejects when it cannot. */
  join(): Promise<void> {
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  end(error?: unknown): void {
    for (const { resolve, reject } of this.#waiting) {
      if (error === undefined) resolve();
      else reject(error);
    }
    this.#settle();
  }
}

/** One hold of the one connection: a plain query, or a transaction (a unit) from begin to end. */
class Lease implements DatabaseConnection {
  inUnit = false;
  #released = false;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly driver: GroupCommitSqliteDriver,
    private readonly unlock: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inUnit) await this.driver.committed();
    return this.connection.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.inUnit) await this.driver.committed();
    yield* this.connection.streamQuery<R>(query, chunkSize);
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.unlock();
  }
}

/**
 * SQLite's driver with group commit (docs/decisions/058). At `synchronous = FULL` each commit waits
 * for the disk, and better-sqlite3 waits on the event loop's thread: on a disk whose synchronous
 * write takes 1–2 ms, that wait alone held the check-ins to about 500 a second. Here each
 * transaction (a unit) runs in a savepoint of one open SQLite transaction, begun IMMEDIATE; a unit
 * that ends releases its savepoint and the connection, and waits. The units that reach the
 * connection before the event loop's next turn join the same open transaction, which then commits
 * once for all of them: each unit's caller hears of its end only after that commit, so an
 * acknowledged write is on disk as before. A unit that fails rolls back to its savepoint alone.
 *
 * A query outside a transaction waits for the open transaction's commit before it runs, so that it
 * never reads a write that is not on disk, and a write of its own commits at once. Units that run
 * together see each other's writes before those are on disk, as one transaction after another
 * does, and none of them is answered before the commit: if it fails, all of them fail.
 *
 * BEGIN IMMEDIATE takes the write lock at once, waiting (busy_timeout) for another process's writer,
 * where a deferred transaction that read first and wrote after another process's commit would fail
 * with SQLITE_BUSY. Another process on the same file (a second server, the retention command)
 * writes too (docs/decisions/057).
 */
export class GroupCommitSqliteDriver extends SqliteDriver {
  /** The open SQLite transaction's ended units, or undefined when none is open. */
  #group: Group | undefined;
  #unitRunning = false;
  #commitScheduled = false;

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: Sqlite,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return new Lease(connection, this, () => void super.releaseConnection());
  }

  // Kysely passes the connection it acquired; SqliteDriver's declaration leaves it out.
  override async releaseConnection(lease?: DatabaseConnection): Promise<void> {
    (lease as Lease).release();
  }

  override async beginTransaction(lease: DatabaseConnection): Promise<void> {
    if (!this.#group) {
      this.sqlite.exec('begin immediate');
      this.#group = new Group();
    }
    try {
      this.sqlite.exec('savepoint unit');
    } catch (error) {
      // Kysely rolls back only a transaction that began: an open one nobody joined would hold
      // every later query.
      if (this.#group.size === 0) this.#rollbackEmpty();
      throw error;
    }
    (lease as Lease).inUnit = true;
    this.#unitRunning = true;
  }

  override async commitTransaction(lease: DatabaseConnection): Promise<void> {
    this.sqlite.exec('release unit');
    this.#endUnit(lease as Lease);
    const durable = this.#group!.join();
    this.#scheduleCommit();
    // The connection goes to the next unit now, so that it joins this commit.
    (lease as Lease).release();
    await durable;
  }

  override async rollbackTransaction(lease: DatabaseConnection): Promise<void> {
    // A unit whose group failed to commit has nothing left to roll back.
    if (!(lease as Lease).inUnit) return;
    this.#endUnit(lease as Lease);
    if (!this.sqlite.inTransaction) {
      // SQLite ended the whole transaction itself (an I/O error, a full disk): the units that
      // ended in it before went with it.
      this.#endGroup(new Error('SQLite rolled back the transaction'));
      return;
    }
    this.sqlite.exec('rollback to unit; release unit');
    if (this.#group!.size === 0) this.#rollbackEmpty();
    else this.#scheduleCommit();
  }

  /** Settles when the open transaction has committed (at once when none is open). */
  committed(): Promise<void> | undefined {
    return this.#group?.settled;
  }

  override async destroy(): Promise<void> {
    if (!this.#unitRunning) this.#commit();
    await super.destroy();
  }

  #endUnit(lease: Lease): void {
    lease.inUnit = false;
    this.#unitRunning = false;
  }

  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      // A unit still running (one that waits for something outside the database) schedules the
      // commit again when it ends.
      if (!this.#unitRunning) this.#commit();
    });
  }

  #commit(): void {
    if (!this.#group) return;
    try {
      this.sqlite.exec('commit');
    } catch (error) {
      if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
      this.#endGroup(error);
      return;
    }
    this.#endGroup();
  }

  /** Ends the open transaction that holds no ended unit. */
  #rollbackEmpty(): void {
    this.sqlite.exec('rollback');
    this.#endGroup();
  }

  #endGroup(error?: unknown): void {
    const group = this.#group;
    this.#group = undefined;
    group?.end(error);
  }
}
