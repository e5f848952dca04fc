/**
 * How long a poem's video may be (SPEC.md's guidance), shared by the server that refuses longer
 * videos and the studio that stops recording there.
 */
export const MAX_VIDEO_SECONDS = 10 * 60;
