/**
 * Importing Vite's build with the repo's PostCSS config loads @pandacss/node, which logs uncaught exceptions and
 * unhandled rejections instead of letting them end the process: a crashed bench script would exit 0 with no
 * figures. Imported first by the bench scripts, this restores "a crash exits 1" (Panda still logs it first).
 */
const crash = (error) => {
  console.error(error);
  process.exit(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
