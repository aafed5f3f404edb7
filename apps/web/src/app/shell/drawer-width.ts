/** The drawer's width: the permanent drawer's, and the room the page leaves it on a desktop. */
export const DRAWER_WIDTH = 288;
