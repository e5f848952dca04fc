import type { Resolvers } from '../__generated__/resolvers';
import { findGalleryPoem, listGalleryPoems } from './gallery';

export const galleryResolvers: Resolvers = {
  Query: {
    galleryPoems: (_parent, _args, context) => listGalleryPoems(context.runtime.db),
    galleryPoem: (_parent, { id }, context) => findGalleryPoem(context.runtime.db, id),
  },
};
