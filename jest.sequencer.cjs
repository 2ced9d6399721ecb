// The order the test files start in. Jest starts the longest first, so that no worker is left alone with one at the
// end, but it knows how long a file takes only from earlier runs on this machine; on a fresh one (every CI run) it
// goes by file size, and a short file that runs long (one that imports the whole Sephora feed, or starts a catalog
// process) started last and kept one worker busy for a minute while the other had nothing left. Such a file says
// `@slow` in its opening comment, and starts first.
const Sequencer = require('@jest/test-sequencer').default;
const { readFileSync } = require('node:fs');

const openingComment = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))+/;
const isMarkedSlow = (path) => /@slow\b/.test(openingComment.exec(readFileSync(path, 'utf8'))?.[0] ?? '');

class SlowFilesFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const slow = new Set(ordered.filter((test) => isMarkedSlow(test.path)));
    return [...ordered.filter((test) => slow.has(test)), ...ordered.filter((test) => !slow.has(test))];
  }
}

module.exports = SlowFilesFirst;
