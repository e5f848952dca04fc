import { launchFirefox } from './engines';
import { keyJourneys } from './journeys';
import { withEngineAndServer } from './withEngineAndServer';

describe('The key journeys in Firefox', () => {
  keyJourneys(withEngineAndServer(launchFirefox, { fakeMediaDevices: true, env: { WORKER: 'in-process' } }), { recordsAs: 'video/webm', codecs: ['audio:opus', 'video:vp8'], videoKeepsPace: true, mayLoseLastSecond: false, playsHls: 'through hls.js' });
});
