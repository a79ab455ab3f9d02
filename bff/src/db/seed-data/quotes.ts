/** A seed quote: its author and category are created by name when the database is seeded. */
export interface SeedQuote {
  text: string;
  author: string;
  category: string;
  explanation?: string;
}

/**
 * Public-domain quotes with sourced attributions (the work is noted beside each). Translations follow
 * the old public-domain ones (Long for Epictetus and Marcus Aurelius, Legge for Confucius and Lao Tzu,
 * Giles for Sun Tzu, Gummere for Seneca), lightly modernised in places.
 * Well-known misattributions ("We are what we repeatedly do", "Simplicity is the ultimate
 * sophistication", "Be yourself; everyone else is already taken") are left out on purpose.
 */
export const quotes: SeedQuote[] = [
  // Seneca, Letters to Moral Lucilius and On the Shortness of Life
  {
    text: 'It is not that we have a short time to live, but that we waste a lot of it.',
    author: 'Seneca',
    category: 'Productivity',
    explanation:
      'Seneca is not asking you to cram more into your day; he is asking you to notice where the hours quietly go. Most of us have more time for learning than we think, but it leaks away in small, unplanned gaps. Try guarding one short block each day for the skill that matters most to you, and protect it the way you would protect a meeting with someone you respect.',
  },
  { text: 'While we are postponing, life speeds by.', author: 'Seneca', category: 'Productivity' }, // Letter 1
  { text: 'We suffer more often in imagination than in reality.', author: 'Seneca', category: 'Courage' }, // Letter 13
  {
    text: 'As long as you live, keep learning how to live.', // Letter 76
    author: 'Seneca',
    category: 'Learning',
    explanation:
      'For Seneca, learning was not a stage of life you graduate from but a companion for the whole road. Every new role, team or technology asks something new of you, and treating that as normal keeps you curious instead of anxious. Pick one thing this month you would like to understand better, and give yourself permission to be a beginner at it.',
  },
  { text: 'If a man knows not to which port he sails, no wind is favourable.', author: 'Seneca', category: 'Success' }, // Letter 71

  // Marcus Aurelius, Meditations
  {
    text: 'The impediment to action advances action. What stands in the way becomes the way.', // 5.20
    author: 'Marcus Aurelius',
    category: 'Perseverance',
    explanation:
      'Marcus Aurelius wrote this to remind himself that obstacles are not interruptions to the work; they are the work. A failing test, a tricky stakeholder or a concept that will not click is exactly where your skill grows. Next time you hit a wall, ask what it is trying to teach you, and let the answer shape your next step.',
  },
  { text: 'Waste no more time arguing about what a good man should be. Be one.', author: 'Marcus Aurelius', category: 'Leadership' }, // 10.16
  {
    text: 'Such as are your habitual thoughts, such also will be the character of your mind.',
    author: 'Marcus Aurelius',
    category: 'Wisdom',
  }, // 5.16
  {
    text: 'Very little is needed to make a happy life; it is all within yourself, in your way of thinking.',
    author: 'Marcus Aurelius',
    category: 'Wisdom',
  }, // 7.67

  // Epictetus, Enchiridion and Discourses
  {
    text: 'Men are disturbed not by the things which happen, but by the opinions about the things.', // Enchiridion 5
    author: 'Epictetus',
    category: 'Wisdom',
    explanation:
      'Epictetus points out that the story we tell about an event often hurts more than the event itself. A critical code review or a rejected proposal is just information until we decide it means we are not good enough. Practise pausing to separate what happened from what you are telling yourself about it, and you will find far more room to respond well.',
  },
  { text: 'First say to yourself what you would be; and then do what you have to do.', author: 'Epictetus', category: 'Success' }, // Discourses 3.23
  { text: 'If you want to improve, be content to be thought foolish and stupid.', author: 'Epictetus', category: 'Learning' }, // Enchiridion 13
  { text: 'No man is free who is not master of himself.', author: 'Epictetus', category: 'Wisdom' }, // Fragments

  // Confucius, Analects
  {
    text: 'Learning without thought is labour lost; thought without learning is perilous.', // 2.15
    author: 'Confucius',
    category: 'Learning',
    explanation:
      'Confucius describes two traps: taking in information without ever reflecting on it, and forming strong opinions without ever studying. Real understanding needs both, like two legs walking together. After your next course, article or tutorial, spend a few minutes writing down what you now think and how you would use it, so the learning becomes yours.',
  },
  { text: 'To see what is right and not to do it is want of courage.', author: 'Confucius', category: 'Courage' }, // 2.24
  {
    text: 'When we see men of worth, we should think of equalling them; when we see men of a contrary character, we should turn inwards and examine ourselves.',
    author: 'Confucius',
    category: 'Wisdom',
  }, // 4.17
  {
    text: 'When you know a thing, to hold that you know it; and when you do not know a thing, to allow that you do not know it; this is knowledge.',
    author: 'Confucius',
    category: 'Learning',
  }, // 2.17

  // Lao Tzu, Tao Te Ching
  {
    text: 'The tree which fills the arms grew from the tiniest sprout; the tower of nine storeys rose from a small heap of earth; the journey of a thousand li commenced with a single step.', // ch. 64
    author: 'Lao Tzu',
    category: 'Perseverance',
    explanation:
      'Lao Tzu reminds us that everything impressive started out small enough to overlook. Big skills are built the same way: one exercise, one project, one conversation at a time. If a goal feels overwhelming, shrink the first step until it is almost too easy to skip, then take it today.',
  },
  { text: 'He who knows other men is discerning; he who knows himself is intelligent.', author: 'Lao Tzu', category: 'Wisdom' }, // ch. 33
  { text: 'He who overcomes others is strong; he who overcomes himself is mighty.', author: 'Lao Tzu', category: 'Perseverance' }, // ch. 33

  // Aristotle, Nicomachean Ethics; Diogenes Laertius, Lives 5.18
  {
    text: 'For the things we have to learn before we can do them, we learn by doing them.', // NE II.1
    author: 'Aristotle',
    category: 'Learning',
    explanation:
      'Aristotle saw that skills are not absorbed by watching; they are built through practice. You become a better writer by writing, a better presenter by presenting, and a better engineer by shipping. Look for the smallest real opportunity to do the thing you are studying, even imperfectly, because the doing is where the learning sticks.',
  },
  {
    text: 'One swallow does not make a summer, nor does one day; and so too one day, or a short time, does not make a man blessed and happy.',
    author: 'Aristotle',
    category: 'Perseverance',
  }, // NE I.7
  { text: 'The roots of education are bitter, but the fruit is sweet.', author: 'Aristotle', category: 'Learning' },

  // Benjamin Franklin, Poor Richard's Almanack and The Way to Wealth
  { text: 'Lost time is never found again.', author: 'Benjamin Franklin', category: 'Productivity' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin', category: 'Success' },
  { text: 'Diligence is the mother of good luck.', author: 'Benjamin Franklin', category: 'Success' },
  {
    text: "Dost thou love life? Then do not squander time, for that's the stuff life is made of.",
    author: 'Benjamin Franklin',
    category: 'Productivity',
    explanation:
      'Franklin puts it plainly: your time is your life, measured out in hours. That makes every hour you invest in a skill an investment in the life you want. Try noticing one habit that quietly eats your evenings, and trade even part of it for something that moves you forward.',
  },

  // Ralph Waldo Emerson, essays
  { text: 'Nothing great was ever achieved without enthusiasm.', author: 'Ralph Waldo Emerson', category: 'Success' }, // Circles
  { text: 'Trust thyself: every heart vibrates to that iron string.', author: 'Ralph Waldo Emerson', category: 'Courage' }, // Self-Reliance
  { text: 'The only way to have a friend is to be one.', author: 'Ralph Waldo Emerson', category: 'Leadership' }, // Friendship
  { text: 'A foolish consistency is the hobgoblin of little minds.', author: 'Ralph Waldo Emerson', category: 'Creativity' }, // Self-Reliance

  // Henry David Thoreau, Walden; letter to H. G. O. Blake, 1857
  {
    text: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
    author: 'Henry David Thoreau',
    category: 'Success',
  },
  {
    text: 'If you have built castles in the air, your work need not be lost; that is where they should be. Now put the foundations under them.',
    author: 'Henry David Thoreau',
    category: 'Creativity',
    explanation:
      'Thoreau defends big ideas, then hands you a shovel. Dreaming up an ambitious project is valuable, but it only becomes real when you lay the plain, practical groundwork beneath it. Take one idea you keep returning to and write down the first three concrete foundations it needs.',
  },
  { text: 'Our life is frittered away by detail. Simplify, simplify.', author: 'Henry David Thoreau', category: 'Productivity' },
  {
    text: 'It is not enough to be industrious; so are the ants. What are you industrious about?',
    author: 'Henry David Thoreau',
    category: 'Productivity',
  },

  // Abraham Lincoln: letter to Isham Reavis (1855), annual message to Congress (1862), second inaugural (1865)
  {
    text: 'Always bear in mind that your own resolution to succeed is more important than any other one thing.',
    author: 'Abraham Lincoln',
    category: 'Success',
  },
  {
    text: 'The dogmas of the quiet past are inadequate to the stormy present. The occasion is piled high with difficulty, and we must rise with the occasion. As our case is new, so we must think anew, and act anew.',
    author: 'Abraham Lincoln',
    category: 'Leadership',
    explanation:
      'Lincoln wrote this in a crisis, but it fits any moment when the ground shifts under a team. Methods that worked last year may not fit the problem in front of you now. Good leaders stay loyal to their goals while staying flexible about how to reach them, so ask which of your habits still serve you and which are simply familiar.',
  },
  {
    text: 'With malice toward none, with charity for all, with firmness in the right as God gives us to see the right, let us strive on to finish the work we are in.',
    author: 'Abraham Lincoln',
    category: 'Leadership',
  },

  // Mark Twain, Pudd'nhead Wilson; note to the Young People's Society (1901)
  {
    text: 'Courage is resistance to fear, mastery of fear, not absence of fear.',
    author: 'Mark Twain',
    category: 'Courage',
    explanation:
      'Twain takes the pressure off: you do not have to stop feeling nervous before you act. Speaking up in a meeting, applying for a stretch role or sharing unfinished work will probably always feel a little scary. Courage is simply choosing to go ahead anyway, and it gets easier every time you practise it.',
  },
  { text: 'Always do right. This will gratify some people and astonish the rest.', author: 'Mark Twain', category: 'Leadership' },
  {
    text: 'Habit is habit, and not to be flung out of the window by any man, but coaxed down-stairs a step at a time.',
    author: 'Mark Twain',
    category: 'Perseverance',
  },

  // Johann Wolfgang von Goethe, Maxims and Reflections
  {
    text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
    category: 'Success',
  },
  { text: 'There is nothing more frightful than ignorance in action.', author: 'Johann Wolfgang von Goethe', category: 'Wisdom' },

  // William Shakespeare: Measure for Measure 1.4, Hamlet 1.3 and 4.5, Julius Caesar 2.2 and 4.3
  {
    text: 'Our doubts are traitors, and make us lose the good we oft might win, by fearing to attempt.',
    author: 'William Shakespeare',
    category: 'Courage',
    explanation:
      'Shakespeare calls doubt a traitor because it quietly works against you from the inside. Many opportunities are not lost to failure but to never trying at all. When you catch yourself talking yourself out of something, ask what the real cost of attempting would be; it is usually smaller than the cost of never finding out.',
  },
  { text: 'This above all: to thine own self be true.', author: 'William Shakespeare', category: 'Wisdom' },
  {
    text: 'Cowards die many times before their deaths; the valiant never taste of death but once.',
    author: 'William Shakespeare',
    category: 'Courage',
  },
  {
    text: 'There is a tide in the affairs of men, which, taken at the flood, leads on to fortune.',
    author: 'William Shakespeare',
    category: 'Success',
  },
  { text: 'We know what we are, but know not what we may be.', author: 'William Shakespeare', category: 'Learning' },

  // Leonardo da Vinci, Notebooks (in English translation)
  {
    text: 'Iron rusts from disuse; stagnant water loses its purity and in cold weather becomes frozen; even so does inaction sap the vigour of the mind.',
    author: 'Leonardo da Vinci',
    category: 'Creativity',
    explanation:
      'Leonardo, who never stopped sketching, experimenting and asking questions, knew that a mind left idle stiffens. Creativity is less a gift than a habit of regular use. Keep a small, regular practice going, whether sketching ideas, tinkering with side projects or reading outside your field, so your thinking stays fresh.',
  },
  {
    text: 'As a well-spent day brings happy sleep, so a life well spent brings happy death.',
    author: 'Leonardo da Vinci',
    category: 'Wisdom',
  },
  {
    text: 'Just as eating contrary to the will is injurious to the health, so study without desire spoils the memory, and it retains nothing that it takes in.',
    author: 'Leonardo da Vinci',
    category: 'Learning',
  },

  // Jane Austen: Pride and Prejudice, Mansfield Park
  {
    text: 'There is a stubbornness about me that never can bear to be frightened at the will of others. My courage always rises at every attempt to intimidate me.',
    author: 'Jane Austen',
    category: 'Courage',
  },
  {
    text: 'We have all a better guide in ourselves, if we would attend to it, than any other person can be.',
    author: 'Jane Austen',
    category: 'Wisdom',
  },

  // Oscar Wilde: Lady Windermere's Fan, An Ideal Husband, A Few Maxims for the Instruction of the Over-Educated
  { text: 'Experience is the name every one gives to their mistakes.', author: 'Oscar Wilde', category: 'Learning' },
  {
    text: 'The only thing to do with good advice is to pass it on. It is never of any use to oneself.',
    author: 'Oscar Wilde',
    category: 'Wisdom',
  },
  {
    text: 'Education is an admirable thing, but it is well to remember from time to time that nothing that is worth knowing can be taught.',
    author: 'Oscar Wilde',
    category: 'Learning',
  },

  // Plato, Republic 377a; Apology 38a (Socrates speaking)
  { text: 'The beginning is the most important part of the work.', author: 'Plato', category: 'Productivity' },
  { text: 'The unexamined life is not worth living.', author: 'Socrates', category: 'Wisdom' },

  // Isaac Newton, letter to Robert Hooke (1675)
  { text: 'If I have seen further it is by standing on the shoulders of Giants.', author: 'Isaac Newton', category: 'Learning' },

  // Francis Bacon, Of Studies
  { text: 'Reading maketh a full man; conference a ready man; and writing an exact man.', author: 'Francis Bacon', category: 'Learning' },

  // Frederick Douglass, West India Emancipation speech (1857)
  { text: 'If there is no struggle, there is no progress.', author: 'Frederick Douglass', category: 'Perseverance' },

  // Abigail Adams, letter to John Quincy Adams (1780)
  {
    text: 'Learning is not attained by chance, it must be sought for with ardor and attended to with diligence.',
    author: 'Abigail Adams',
    category: 'Learning',
  },

  // Booker T. Washington, Up from Slavery (1901)
  {
    text: 'Success is to be measured not so much by the position that one has reached in life as by the obstacles which he has overcome while trying to succeed.',
    author: 'Booker T. Washington',
    category: 'Success',
    explanation:
      'Washington invites you to judge progress by distance travelled, not by where you happen to stand compared with others. Someone who taught themselves a craft while juggling work and family has achieved something remarkable, even if their title looks ordinary. Take a moment to name the obstacles you have already overcome; they are evidence of what you can do next.',
  },

  // Horace, Epistles I.2
  { text: 'He who has begun is half done; dare to be wise; begin!', author: 'Horace', category: 'Productivity' },

  // Cicero, Orator 120
  { text: 'To be ignorant of what occurred before you were born is to remain always a child.', author: 'Cicero', category: 'Learning' },

  // Voltaire, La Bégueule (1772)
  { text: 'The best is the enemy of the good.', author: 'Voltaire', category: 'Productivity' },

  // Henry Wadsworth Longfellow, The Ladder of Saint Augustine
  {
    text: 'The heights by great men reached and kept were not attained by sudden flight, but they, while their companions slept, were toiling upward in the night.',
    author: 'Henry Wadsworth Longfellow',
    category: 'Perseverance',
  },

  // Louisa May Alcott, Little Women
  { text: "I'm not afraid of storms, for I'm learning how to sail my ship.", author: 'Louisa May Alcott', category: 'Courage' },

  // Charles Dickens, Our Mutual Friend
  {
    text: 'No one is useless in this world who lightens the burden of it for any one else.',
    author: 'Charles Dickens',
    category: 'Leadership',
  },

  // Sun Tzu, The Art of War III (Giles)
  {
    text: 'If you know the enemy and know yourself, you need not fear the result of a hundred battles.',
    author: 'Sun Tzu',
    category: 'Leadership',
  },

  // Theodore Roosevelt, Citizenship in a Republic (1910)
  {
    text: 'It is not the critic who counts; not the man who points out how the strong man stumbles, or where the doer of deeds could have done them better. The credit belongs to the man who is actually in the arena.',
    author: 'Theodore Roosevelt',
    category: 'Courage',
  },
];
