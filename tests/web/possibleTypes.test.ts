import { buildSchema, isInterfaceType } from 'graphql';
import { loadTypeDefs } from '../../server/graphql/schema';
import { possibleTypes } from '../../web/src/apollo/typePolicies';

describe("the web app's cache", () => {
  it('knows the types of every interface of the schema, and no others', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const inSchema = Object.fromEntries(interfaces.map((type) => [type.name, schema.getPossibleTypes(type).map((implementation) => implementation.name).sort()]));
    const known = Object.fromEntries(Object.entries(possibleTypes).map(([name, types]) => [name, [...types].sort()]));
    expect(known).toEqual(inSchema);
  });
});
