import './styles.css';
import { chooseNight } from './chooseNight';
import { startVotePage } from './votePage';

const VOTE_PAGE = /^\/live\/([^/]+)\/vote\/?$/;

/** The phone page's two addresses: /live (pick the night) and /live/:topicId/vote. */
async function start(main: HTMLElement): Promise<void> {
  const topicId = VOTE_PAGE.exec(window.location.pathname)?.[1] ?? (await chooseNight(main));
  if (topicId) await startVotePage(main, decodeURIComponent(topicId));
}

const main = document.getElementById('main');
if (main) void start(main);
