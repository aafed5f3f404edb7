/** Issue 30: the push an agent receives when the office changes their planning (title, text, where a tap leads). */
export const planningPushMessages = {
  title: 'Planning modifié',
  body: 'Un ou plusieurs de vos services ont été modifiés : ouvrez votre planning.',
  url: '#/terrain/planning',
  tag: 'planning',
} as const;
