import { graphql } from 'graphql';
import type { Context } from '../../server/context';
import { AccessDeclarationError } from '../../server/graphql/access';
import { resolvers } from '../../server/graphql/resolvers';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import type { UserRow } from '../../server/db/schema';

const extraField = (declaration: string) => `
  extend type Query { secretReport: String ${declaration} }
`;

function contextAs(role: 'visitor' | 'user' | 'admin'): Context {
  const viewer = role === 'visitor' ? null : { user: { id: 'u1', role } as UserRow, sessionId: 's1', sessionExpiresAt: new Date() };
  return { viewer } as Context;
}

describe('declared access', () => {
  it('refuses to build the schema when a root field declares no access', () => {
    expect(() => createSchema([...loadTypeDefs(), extraField('')], resolvers)).toThrow(AccessDeclarationError);
    expect(() => createSchema([...loadTypeDefs(), extraField('')], resolvers)).toThrow(/Query\.secretReport declares no access/);
  });

  it('refuses a field that declares both @public and @auth', () => {
    expect(() => createSchema([...loadTypeDefs(), extraField('@public @auth')], resolvers)).toThrow(/declares both/);
  });

  it('refuses a field that checks its own session and declares a role: its statement cannot check one', () => {
    expect(() => createSchema([...loadTypeDefs(), extraField('@auth(role: ADMIN, checksOwnSession: true)')], resolvers)).toThrow(
      /Query\.secretReport checks its own session and cannot also declare a role/,
    );
  });

  it('builds the real schema: every root field declares its access', () => {
    expect(() => createSchema(loadTypeDefs(), resolvers)).not.toThrow();
  });

  it('lets only the declared role through', async () => {
    const schema = createSchema([...loadTypeDefs(), extraField('@auth(role: ADMIN)')], {
      ...resolvers,
      Query: { ...resolvers.Query, secretReport: () => 'figures' } as typeof resolvers.Query,
    });
    const ask = (role: 'visitor' | 'user' | 'admin') =>
      graphql({ schema, source: '{ secretReport }', contextValue: contextAs(role) });
    expect((await ask('visitor')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await ask('user')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await ask('admin')).data).toEqual({ secretReport: 'figures' });
  });
});
