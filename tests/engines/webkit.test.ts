import { launchWebKit } from './engines';
import { keyJourneys } from './journeys';
import { withEngineAndServer } from './withEngineAndServer';

describe('The key journeys in WebKit', () => {
  keyJourneys(withEngineAndServer(launchWebKit, { fakeMediaDevices: true }), { recordsAs: 'video/mp4', recordsVideo: false });
});
