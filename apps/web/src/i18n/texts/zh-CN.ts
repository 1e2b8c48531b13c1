import { mergeTexts, type MessageTree } from '../messages';

// Every text file of this language (the main ../zh-CN.json and each feature's ../*/zh-CN.json), in a
// chunk of its own: the browser downloads only the language it shows (issue 22: first screen).
const files = import.meta.glob<MessageTree>(['../zh-CN.json', '../*/zh-CN.json'], {
  eager: true,
  import: 'default',
});

export default mergeTexts('zh-CN', Object.values(files));
