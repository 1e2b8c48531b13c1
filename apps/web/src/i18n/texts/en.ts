import { mergeTexts, type MessageTree } from '../messages';

// Every text file of this language (the main ../en.json and each feature's ../*/en.json), in a
// chunk of its own: the browser downloads only the language it shows (issue 22: first screen).
const files = import.meta.glob<MessageTree>(['../en.json', '../*/en.json'], {
  eager: true,
  import: 'default',
});

export default mergeTexts('en', Object.values(files));
