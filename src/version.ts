/** The release version: health reports it, `safegate --version` prints it. */
export const VERSION = '2.0.0';
