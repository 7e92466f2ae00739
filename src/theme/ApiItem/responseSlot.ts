import {createContext, useContext} from 'react';

/**
 * Where the explorer's Response panel goes: an element of the operation page's right-hand column
 * (ExplorerColumn), below the request, in place of the response example once there is an answer. On
 * desktop that is the column's lower row, so Send and the answer are in view together; on narrow
 * screens it follows the explorer. Null when the explorer is rendered anywhere else: the panel then
 * stays where the theme put it.
 */
export const ResponseSlotContext = createContext<HTMLElement | null>(null);

export function useResponseSlot(): HTMLElement | null {
  return useContext(ResponseSlotContext);
}
