// hls.js ships its light build (no subtitles, alternate audio, DRM or CMCD, none of which the player uses)
// without a declaration of its own; it has the full build's API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
