/** Types of start-cluster.mjs, for the cluster test (apps/server/test/cluster). */
export interface ClusterProcess {
  name: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(graceMs?: number): Promise<void>;
}

export interface ClusterInstance {
  name: 'app1' | 'app2';
  port: number;
  /** host:port, as Caddy names the upstream. */
  address: string;
  url: string;
}

export interface Cluster {
  proxyUrl: string;
  instances: ClusterInstance[];
  database: string;
  /** The one database both instances use (the test reads what they wrote there). */
  databaseUrl: string;
  caddyVersion: string;
  s3Url: string;
  processes: ClusterProcess[];
  stopInstance(name: ClusterInstance['name']): Promise<void>;
  stop(): Promise<void>;
}

export function startCluster(options: {
  port: number;
  postgresUrl: string;
  database: string;
  logLevel?: string;
  log?: (line: string) => void;
  dropDatabaseOnStop?: boolean;
}): Promise<Cluster>;
