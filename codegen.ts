import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        useIndexSignature: false,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        mappers: {
          Account: '../db/schema#UserRow',
          User: '../db/schema#UserRow',
          AdminAction: '../accounts/userAdmin#AdminActionWithPeople',
        },
        enumValues: {
          Role: { USER: 'user', ADMIN: 'admin' },
          VideoQuality: { HIGH: 'high', MEDIUM: 'medium', LOW: 'low' },
          AdminActionKind: { BLOCK_USER: 'block_user', UNBLOCK_USER: 'unblock_user', STEP_DOWN_ADMIN: 'step_down_admin' },
          GoogleIntent: { USER: 'user', ADMIN: 'admin' },
        },
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
