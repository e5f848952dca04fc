/** The key journeys in Firefox and WebKit: each test file starts its own server and engine (see tests/engines/withEngineAndServer.ts). */
const e2e = require('../e2e/jest.config.cjs');

module.exports = { ...e2e, roots: ['<rootDir>/tests/engines'] };
