/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Ads provider client id; without it no ads script is ever loaded. */
  readonly VITE_ADS_CLIENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
