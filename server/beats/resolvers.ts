import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { BEATS_CHANNEL, rereadSharing } from '../fanout/publicLists';
import { SharedUpdates } from '../fanout/sharedUpdates';
import { mediaUrl } from '../media/urls';
import { listActiveBeats, listAllBeats } from './beats';
import { deleteBeat, setBeatActive } from './manage';
import { uploadBeat } from './upload';

export const beatResolvers: Resolvers = {
  Query: {
    beats: (_parent, _args, context) => listActiveBeats(context),
    adminBeats: (_parent, _args, context) => listAllBeats(context),
  },
  Mutation: {
    uploadBeat: async (_parent, { input }, context) => ({ beat: await uploadBeat(context, input) }),
    setBeatActive: async (_parent, { input }, context) => ({ beat: await setBeatActive(context, input) }),
    deleteBeat: async (_parent, { input }, context) => ({ beatId: await deleteBeat(context, input) }),
  },
  Subscription: {
    beatsChanged: {
      // Read once per change for every watcher: the active beats are the same for all.
      subscribe: () => new SharedUpdates(BEATS_CHANNEL, rereadSharing),
      resolve: (_update: unknown, _args: unknown, context: Context) => listActiveBeats(context),
    },
  },
  Beat: {
    // Only admins see inactive beats, and only through a link that expires.
    fileUrl: (beat, _args, context) => mediaUrl(context.runtime, beat.fileKey, beat.active),
    downloadName: (beat) => beat.fileName || `${beat.title}.mp3`,
  },
};
