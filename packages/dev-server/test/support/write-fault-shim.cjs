// Test-only write shim, preloaded with `node --require` (also into worker threads): while the
// file named by SCREENKIT_FAULT_FILE exists, opening for write, writing or syncing a file under
// SCREENKIT_FAULT_DIR fails with the errno code that file holds (ENOSPC, EACCES, EROFS), as a
// full disk, a permission change or a read-only remount would make them fail.
const fs = require('node:fs');
const path = require('node:path');

const faultFile = process.env.SCREENKIT_FAULT_FILE;
const faultDir = process.env.SCREENKIT_FAULT_DIR;
if (faultFile && faultDir) {
  const original = {
    openSync: fs.openSync,
    writeSync: fs.writeSync,
    fsyncSync: fs.fsyncSync,
    fdatasyncSync: fs.fdatasyncSync,
    readFileSync: fs.readFileSync,
  };
  const paths = new Map();
  const fault = (file) => {
    if (!file || !path.resolve(String(file)).startsWith(path.resolve(faultDir))) return;
    let code;
    try {
      code = original.readFileSync(faultFile, 'utf8').trim();
    } catch {
      return;
    }
    throw Object.assign(new Error(`${code}: simulated by the test shim, ${file}`), {
      code,
      syscall: 'write',
    });
  };
  const writes = (flags) =>
    typeof flags === 'number' ? (flags & 3) !== 0 : /[wa+]/.test(String(flags ?? 'r'));
  fs.openSync = function openSync(file, flags, mode) {
    if (writes(flags)) fault(file);
    const fd = original.openSync.call(fs, file, flags, mode);
    paths.set(fd, file);
    return fd;
  };
  fs.writeSync = function writeSync(fd, ...rest) {
    fault(paths.get(fd));
    return original.writeSync.call(fs, fd, ...rest);
  };
  fs.fsyncSync = function fsyncSync(fd) {
    fault(paths.get(fd));
    return original.fsyncSync.call(fs, fd);
  };
  fs.fdatasyncSync = function fdatasyncSync(fd) {
    fault(paths.get(fd));
    return original.fdatasyncSync.call(fs, fd);
  };
}
