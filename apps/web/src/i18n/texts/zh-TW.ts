import { mergeTexts, type MessageTree } from '../messages';

// Every text file of this language (the main ../zh-TW.json and each feature's ../*/zh-TW.json), in a
// chunk of its own: the browser downloads only the language it shows (issue 22: first screen).
const files = import.meta.glob<MessageTree>(['../zh-TW.json', '../*/zh-TW.json'], {
  eager: true,
  import: 'default',
});

export default mergeTexts('zh-TW', Object.values(files));
