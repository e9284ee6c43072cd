import React, { useSyncExternalStore } from 'react';
import { useLoadedWhen } from '../ui/after-idle';
import { feedbackSnapshot, subscribeFeedback } from './feedback-store';

const isShowing = () => {
  const { toasts, dialog } = feedbackSnapshot();
  return toasts.length > 0 || dialog !== null;
};

const loadFeedback = () => import('./Feedback').then((module) => module.Feedback);

/**
 * Where the feedback layer (toasts and dialogs) mounts: its code loads when the first message or
 * dialog is raised, not with the page, since most visits raise none. Once loaded it stays.
 */
export function FeedbackHost() {
  const showing = useSyncExternalStore(subscribeFeedback, isShowing, () => false);
  const Feedback = useLoadedWhen(showing, loadFeedback);
  return Feedback ? <Feedback /> : null;
}

