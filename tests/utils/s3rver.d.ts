/** The parts of s3rver (which ships no types) that tests/utils/s3.ts uses. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
  }
  type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    /** Koa's middleware list, composed when the server starts. */
    middleware: Middleware[];
    httpServer: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
