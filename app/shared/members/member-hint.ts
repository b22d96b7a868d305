/** A readable cookie that only says "a member is signed in here" (no identity, no secret). */
export const MEMBER_HINT_COOKIE = "yolda_member";
