import type { Resolvers } from '../__generated__/resolvers';
import { publicReadDb } from '../context';
import { findGalleryPoem, listGalleryPoems } from './gallery';

export const galleryResolvers: Resolvers = {
  Query: {
    galleryPoems: (_parent, _args, context) => listGalleryPoems(publicReadDb(context)),
    galleryPoem: (_parent, { id }, context) => findGalleryPoem(publicReadDb(context), id),
  },
};
