/**
 * The design system's pieces the widget uses, each from its own module. The `@mym/ui` entry re-exports every
 * piece, the date picker (react-aria) and the upload zone (react-dropzone) among them, and the partner bundle is
 * split by file: importing that entry put their code, about 55 KB gzip, in front of every fan (measured with
 * the build's metafile). Import these from `@mym/ui` again once it offers one entry per piece.
 */
export { Button } from '../../../ui/src/button/button';
export { Loader } from '../../../ui/src/loader/loader';
export { MessageText } from '../../../ui/src/message-text/message-text';
export { TextField } from '../../../ui/src/text-field/text-field';
