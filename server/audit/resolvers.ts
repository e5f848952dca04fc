import type { Resolvers } from '../__generated__/resolvers';
import { auditLogActors, listAuditLog } from './log';

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, args, context) => listAuditLog(context, args.filter ?? {}, args.first ?? 50, args.after ?? null),
    auditLogActors: (_parent, _args, context) => auditLogActors(context),
  },
};
