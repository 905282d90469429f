/**
 * Tells an event React replays: one that came while the element was still the server's HTML (the
 * page hydrating), handed to the component once it is live. React replays it by dispatching a copy
 * from script, so the copy is untrusted and stamped with the time of the replay, not of the
 * visitor's action. A clear-on-focus rule must ignore it: the visitor may have typed since.
 */
export function isReplayedEvent(event: { nativeEvent: Event }): boolean {
  return !event.nativeEvent.isTrusted;
}
