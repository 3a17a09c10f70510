import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';

/**
 * A Kysely dialect for PGlite that hands out its single connection to one holder at a time.
 * kysely-pglite shares the connection freely, so a request's query could run inside another
 * request's open transaction; here a transaction owns the connection until it commits.
 */
export function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PgliteDriver implements Driver {
  readonly #connection: DatabaseConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly client: PGlite) {
    this.#connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        // Parameterless text may hold several statements (migrations): the simple protocol runs them.
        const result =
          query.parameters.length === 0
            ? (await client.exec(query.sql)).at(-1)
            : await client.query<R>(query.sql, [...query.parameters]);
        return {
          rows: (result?.rows ?? []) as R[],
          numAffectedRows: BigInt(result?.affectedRows ?? 0),
        };
      },
      // PGlite has no cursors to stream from.
      streamQuery: () => {
        throw new Error('PGlite does not stream query results');
      },
    };
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}
