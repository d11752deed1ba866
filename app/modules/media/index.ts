/** Where the band's uploaded pictures are served, each file under its own name. */
export const MEDIA_PATH = "/media/";
