import { apiRoute } from "#app/lib/api.server.ts";
import { deleteAccount, exportAccount } from "#features/account/index.server.ts";
import { commentsOfUser } from "#features/comments/index.server.ts";
import { tracesOfUser } from "#features/privacy/index.server.ts";

// Account cannot import comments (comments imports account), so the account's whole data is composed here.
const owned = [commentsOfUser, tracesOfUser];
const handle = apiRoute({ GET: exportAccount(owned), DELETE: deleteAccount(owned) });

export const loader = handle;
export const action = handle;
