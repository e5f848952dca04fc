import type { GalleryPoemRow } from '../db/schema';

// The sample poems of the poetry gallery, written for Spoken. Their authors are invented; a null
// author shows the gallery's 'Unknown Author'. The baseline content step inserts any that are
// missing, keyed by id, so add new poems with new ids rather than renumbering.

type GalleryPoem = Omit<GalleryPoemRow, 'position'>;

const poem = (id: string, title: string, topicName: string, authorName: string | null, text: string): GalleryPoem => ({
  id,
  title,
  topicName,
  authorName,
  content: text.trim(),
});

/** In gallery order. */
export const GALLERY_POEMS: GalleryPoem[] = [
  poem('gallery-01', 'The Red Bucket', 'Home', 'Lerato Mokoena', `
Home is not the address on my ID.
Home is the stove that knows my hands,
the chipped blue mug nobody else may use,
the gate that screams unless you lift it first.
Home is my mother's voice through two closed doors
asking if I have eaten,
when she already knows,
when she already put a plate in the oven for me.
I have lived in flats with better locks
and kitchens with no stories in the grout.
But home is where the dog forgives me before I knock,
where the roof leaks in exactly the same place every summer
and we put the same red bucket under it
like an offering.
`),
  poem('gallery-02', 'I Am Because', 'Ubuntu', 'Sibusiso Ngcobo', `
My grandfather said a person is a person through other people,
and I thought it was a proverb for the wall.
Then the shack behind ours burned in July
and by sunrise there were blankets, a pot, a kettle,
three tins of pilchards and a bag of mealie meal
nobody would admit to bringing.
I am because you lent me your taxi fare.
I am because your mother fed me when mine worked nights.
I am because somebody taught me to read
in a classroom with forty-eight of us
and one textbook that we passed like a secret.
So do not tell me I made myself.
I am a borrowed thing.
I am a street that carried me.
I am because we are,
and I am paying it back one plate at a time.
`),
  poem('gallery-03', 'Mother Tongue', 'Language', 'Nomvula Khumalo', `
At school they gave my tongue a uniform
and told it to stand up straight in English.
It learned fast. It won prizes.
It said "pardon" instead of "ini?"
and kept its vowels ironed flat.
But at night it went home to isiZulu
and took its shoes off,
and laughed from the belly,
and called my grandmother by the names
English has no room for.
I am not choosing between them any more.
I am a house with two doors,
and both of them are front doors.
`),
  poem('gallery-04', 'Six Fifteen, Tembisa', 'Township Mornings', 'Thabo Maseko', `
Six fifteen and the sun comes up orange through the smoke,
a rooster who has never owned a watch
insists he is right.
Mama Dlamini sweeps her yard into perfect lines,
the vetkoek lady has been awake since four,
the oil already singing.
School shoes polished on the step,
a taxi hooting the whole alphabet,
a radio arguing politics with nobody.
A child runs back for the lunchbox she forgot.
Everybody is late and everybody is going.
This is not poverty, whatever the news says.
This is a thousand engines starting,
a township clearing its throat
to say good morning to the whole of Gauteng.
`),
  poem('gallery-05', "Gogo's Hands", "Grandmother's Hands", 'Zanele Mthembu', `
My grandmother's hands are maps of the Eastern Cape:
rivers of veins, the hills of her knuckles,
a scar from a paraffin stove in 1974
that she wears like a brooch.
These hands plaited my hair so tight I saw the future.
These hands shelled peas into an enamel bowl
and counted coins into a knotted handkerchief
and held my face when my father did not come.
Now they shake a little when she pours the tea.
I hold the cup for her and she pretends not to notice,
and I pretend not to notice her pretending.
One day these hands will be still.
Until then I am studying them
the way you study a language
you will one day need to speak alone.
`),
  poem('gallery-06', 'Bree Street Rank', 'Taxi Rank', null, `
At the rank the hand signs are a language older than the timetable:
one finger up for town, a circle for Soweto,
a flat palm for the places in between.
The gaatjie sings the destinations like a hymn,
"Bara! Bara! Bara!"
A woman balances a bag of oranges, a baby and her dignity
on one hip.
The driver counts the coins without looking,
passes change back over four rows of strangers,
and not one cent goes missing.
Tell me again that we do not trust each other.
Every morning a whole city hands its money forward
and waits.
`),
  poem('gallery-07', 'Summer Storm over the Highveld', 'Rain', 'Palesa Molefe', `
At four o'clock the sky puts on its dark coat,
the dust stands up in the road and runs for cover.
You can smell it first,
that iron smell of the ground remembering water.
Then the thunder, loud as a family argument,
then the hail bouncing on the zinc roof
like the whole street has been given drums.
My little brother counts between the flash and the boom.
My mother pulls the washing from the line, swearing softly.
Twenty minutes, and it is gone,
the gutters gossiping,
the jacarandas dripping purple,
the whole township washed and shining
like it is going to church.
`),
  poem('gallery-08', 'Results Day', 'Matric', 'Kabelo Sithole', `
The newspaper smells of ink and nerves.
At the corner café forty of us crowd the counter,
fingers running down the columns of numbers
like we are reading our own palms.
My mother did not finish Standard Six.
She cleaned offices so I could sit in that exam hall
with a pencil she bought on credit.
When I find my number, I do not shout.
I fold the page along the line like a letter,
and walk home slowly,
because some news deserves to be carried
carefully, with both hands,
all the way to the kitchen
where she is pretending to cook.
`),
  poem('gallery-09', 'Stage Six', 'Load-shedding', 'Ayanda Zulu', `
At eight the lights go out like a collective sigh.
Somebody swears, somebody laughs,
somebody's phone torch finds the candle drawer.
The fridge stops humming and we hear the street instead:
a dog, a radio on batteries, a neighbour calling a child.
We eat in the dark and nobody looks at a screen.
My father tells the story about the bus in 1986
and this time we actually listen.
I hate the schedule, I hate the rotting meat, I hate the excuses.
But I will not lie to you.
In the two hours without power
my family found each other's faces again
in a small yellow light
that cost four rand.
`),
  poem('gallery-10', 'The Sea at Durban', 'The Sea', 'Nokuthula Naidoo', `
The sea at Durban is warm as a hand on your back.
It comes in with the smell of curry and salt from the promenade,
the surfers waiting like punctuation on the waves,
the aunties in their church clothes up to the knees,
shrieking at the cold they pretend to feel.
I was seven when I first saw it.
My father, who grew up in Ladysmith, stood at the edge
and said nothing for a long time.
Then he took off his good shoes,
rolled his trousers to the knee,
and walked into the Indian Ocean
like a man going to meet his brother.
`),
  poem('gallery-11', 'Jacaranda Month', 'Seasons', 'Refilwe Mabena', `
In October Pretoria forgets its serious face.
The jacarandas throw a purple party on every street
and do not ask permission.
Students say if a blossom falls on your head
you will pass your exams,
so we walk slowly under the trees, hoping.
The cars crush the flowers into a sticky carpet,
the gardeners curse, the photographers kneel.
For three weeks a whole city looks up.
I think that is the miracle, not the colour:
that for a little while
we all remember there is a sky.
`),
  poem('gallery-12', 'What the Karoo Said', 'Silence', null, `
I drove into the Karoo with a head full of noise:
deadlines, group chats, a man who did not call back.
The Karoo did not care.
It lay flat and gold to the edges of the world,
a windmill turning slowly like it had all the time there is,
a single sheep regarding me without opinion.
At night the stars came down so close
I could hear them, I swear,
a silence so loud it rang.
I stood by the car until I was cold
and something in my chest unknotted
that I did not know had been tied.
`),
  poem('gallery-13', 'Egoli', 'The City', 'Mandla Shabalala', `
They told my uncle the streets here were paved with gold
so he came from Mzimkhulu with one suitcase and a hymnbook.
The streets were paved with tar and broken promises,
but under them, it is true, there was gold,
and men like him went down two kilometres to get it
and came up with dust in their lungs
and money for school fees in their pockets.
Johannesburg, you are a hard mother.
You feed us with one hand and slap us with the other.
But on a Friday night on the rooftops of Braamfontein
with the lights of the whole city spread out like a rumour,
I understand why nobody ever really leaves you.
`),
  poem('gallery-14', 'The Names We Carry', 'Names', 'Thandeka Mahlangu', `
My name is not hard to say.
It has three syllables and a heartbeat.
Thandeka: the one who is loved.
My mother chose it in a hospital in Witbank
when the nurse asked for something "easier".
She said no.
Teachers have stretched it, shortened it, given it a nickname
so they would not have to try.
Each time I give it back to them whole.
Say it properly.
It is the first gift I was ever given
and I intend to keep it the way it was wrapped.
`),
  poem('gallery-15', 'Queue for Water', 'Water', 'Busisiwe Radebe', `
The tap at the end of the road coughs before it gives.
We stand in line with our yellow drums,
twenty-five litres each, the weight of a child,
and talk about everything except how tired we are.
A girl does her homework on an upturned bucket.
An old man tells jokes nobody has laughed at since 1990,
and we laugh anyway, because the sun is hot
and laughing is free.
When my turn comes, the water runs cold over my wrists
and for one second I close my eyes.
You who open a tap without thinking,
I am not angry with you.
I only want you to hear it:
every drop has a queue behind it.
`),
  poem('gallery-16', 'Sixteen June', 'Youth', 'Katlego Mothibi', `
They were younger than I am now,
school jerseys, placards made from cardboard boxes,
singing down the road in Orlando West
because they would not be taught in a language that was a fence.
I have the freedom they walked into the bullets for.
Some days I spend it badly.
Some days I scroll and scroll
while their photographs hang in the museum,
still young, still walking, still singing.
So this is my promise to them, and it is small:
I will learn. I will speak.
I will not waste the road they cleared.
`),
  poem('gallery-17', 'Heritage Day on Our Street', 'Heritage', 'Johan van der Merwe', `
On Heritage Day my neighbour brings boerewors,
the Moodleys bring biryani in a pot big enough to bath in,
and Mrs Mokoena brings chakalaka so hot
my uncle has to sit down.
We argue about rugby and whose turn it is to turn the meat.
Somebody plays Brenda Fassie, somebody plays Johnny Clegg,
and the children dance to both without knowing
they are dancing across a country's history.
We are not a rainbow, not always, not yet.
But for one long afternoon with smoke in our eyes
we are a street,
and a street is a good place to start.
`),
  poem('gallery-18', 'Spaza', 'Small Business', 'Nandi Cele', `
My aunt's spaza is a cupboard that became a kingdom:
loose cigarettes, airtime, bread by the half,
sweets in jars counted out one at a time.
She knows who is owed and who is owing,
who has a new baby, who lost a job,
and she writes it all in a school exercise book
in handwriting neater than any bank's.
When the big supermarket opened across the road
everyone said she would close.
She is still open.
Because the supermarket does not know your name,
and the supermarket will not give you
a loaf of bread on a Tuesday
and trust you until Friday.
`),
  poem('gallery-19', 'Day Zero', 'Drought', 'Amahle Jacobs', `
That summer Cape Town learned to measure itself in litres.
Two-minute showers timed with a song,
a bucket in the shower to catch the grey water
for a toilet we flushed only when we had to.
The dams were cracked brown plates under a white sky.
We checked the level like a fever chart.
Then the rain came back in winter,
slow, then steady, then generous,
and everybody stood outside to feel it
like a congregation receiving a blessing.
I still turn the tap off while I brush my teeth.
Some lessons are written in dry riverbeds
and they do not wash away.
`),
  poem('gallery-20', 'Bafana Night', 'Football', null, `
The whole tavern holds its breath at the penalty.
Forty men and three grandmothers lean toward one small television
as if by leaning we could help the ball.
The vuvuzela in the corner waits, lungs ready.
Somebody prays out loud. Somebody cannot watch.
Then the net moves
and the roof lifts an inch off the walls,
strangers hugging strangers,
beer and tears on the same shirt.
We lost the next match, of course.
But for a moment in that room
there was no unemployment, no potholes, no debt,
only a country
with its arms around itself.
`),
  poem('gallery-21', 'Quarter Bread', 'Food', 'Kamohelo Tau', `
Quarter loaf, hollowed out, still warm,
filled with chips, polony, a slice of cheese,
an egg if it was a good week,
atchar bleeding orange into everything.
We bought it on the walk home from school
and shared it four ways with our hands,
burning our fingers, arguing over the last chip.
Call it a kota, a bunny, a spatlo,
every township has a name for it
and every township swears theirs is the real one.
I have eaten in restaurants since with cloth napkins.
Nothing has ever tasted like that bread
eaten standing up on a corner,
rich because we were together.
`),
  poem('gallery-22', 'My Father Fixes Things', 'Fathers', 'Tshepo Mokgosi', `
My father does not say he loves me.
He checks my tyre pressure.
He fixes the leaking tap at my flat without being asked,
lies on his back under the sink for an hour
and comes out with wet sleeves and a lecture about washers.
He phones to ask if it is raining where I am
when it is raining where he is.
For years I wanted the words.
Now I understand he has been saying them all along
in a language made of spanners and lifts to the station
and twenty rand folded into my palm
when he thinks my mother is not looking.
`),
  poem('gallery-23', 'Crown', 'Hair', 'Naledi Phiri', `
My hair was a problem they tried to solve.
Relax it. Tie it back. Make it neat.
The school sent letters about it like it was a crime.
Now I let it grow toward the sun the way it wants to,
a crown of coils that holds its own weather.
My daughter sits between my knees on a Sunday night
while I plait her hair and tell her stories
the way my mother did, and her mother before.
Each row is a road, each parting a border drawn with love.
When she asks why it takes so long,
I say: because we are not in a hurry to be small.
We are growing something.
`),
  poem('gallery-24', 'First Pay Slip', 'Work', 'Bongani Dube', `
My first pay slip was so small it fit in my hand twice.
Deductions I did not understand,
a number I read three times to make sure.
I paid my mother's electricity first.
I bought my little sister school shoes with room to grow.
I bought myself nothing, and it felt like everything.
Standing at the ATM on the last Friday of the month,
queue around the corner, security guard yawning,
I thought about every adult I had watched do this
with their shoulders up around their ears.
I finally understood their faces.
It is not tiredness.
It is arithmetic, done with love.
`),
  poem('gallery-25', 'Two Cents', 'Friendship', 'Yusuf Adams', `
We met in Grade 4 over a stolen rubber,
fought about it, shared it, lost it again by lunch.
Thirty years later you still tell the story wrong.
You were there at my wedding and at my father's funeral,
in the same suit, because you only own one.
We do not talk every week.
Sometimes months go by like taxis you did not catch.
But when you call, you start in the middle of a sentence
as if we had only paused to breathe,
and I answer in the middle of mine,
and it is Grade 4 again,
and the world is exactly the size of a playground,
and we are winning.
`),
  poem('gallery-26', 'Night Shift', 'Dreams', 'Precious Nkuna', `
I wash floors in a building full of empty offices
and at two in the morning I sit in the boss's chair.
Only for a minute. Only to see.
The city is a switchboard of lights from up here,
every window someone else's unfinished story.
I have a notebook in my overall pocket
full of poems written on tea breaks,
lines that arrive between the mop and the bucket.
One day, I tell the moon, I will read them on a stage.
The moon does not answer, but she does not laugh either.
In this country that is already encouragement.
`),
  poem('gallery-27', 'Hymn from the Back Pew', 'Faith', 'Mpho Letsoalo', `
Sunday and the church is a tin roof singing.
The old women in blue and white
start a hymn without a piano and without a key
and somehow find the same note anyway,
harmonies rising that no one ever wrote down.
I am not sure what I believe these days.
But when that sound fills the room,
when Mama Tsotetsi hits the high part
with her eyes closed and her hands open,
I believe in that.
I believe in people who have carried so much
still choosing, every week,
to lift their voices.
`),
  poem('gallery-28', 'Pothole Psalm', 'Roads', 'Vusi Mkhize', `
There is a pothole on our road with a name.
We call it Minister.
It has been there longer than three councillors,
it has eaten two tyres and a bicycle and my cousin's pride.
The children plant a plastic flower in it every spring.
We wrote letters. We took photographs.
We held a small ceremony when it turned five.
Laugh if you like. We laugh too.
Laughter is how we keep from drowning
in the things that should have been fixed.
But I tell you, one day we will fill it ourselves,
bag by bag of cement,
and we will not invite the Minister.
`),
  poem('gallery-29', 'Long Distance', 'Love', null, `
You are in Polokwane and I am in Cape Town,
1,700 kilometres and one time zone of longing.
We fall asleep on video calls,
your face frozen mid-word when the data runs out.
I know the sound of your kettle better than my own.
People say love like this does not last.
People have not seen how you send me voice notes
of the rain on your roof so I can hear the weather,
how I send you the sea.
Distance is only a number the map made up.
I carry you in my pocket, charged to forty percent,
and every night I say it the same way:
not goodbye, just later.
`),
  poem('gallery-30', 'Still Here', 'Hope', 'Ntombi Zwane', `
After everything, the funerals, the failed exams,
the months with no work and the letters from the bank,
I am still here.
My voice is still mine.
The sun still climbs over the mine dumps every morning
and paints them gold, like they were never wounds.
I have learned that hope is not a feeling.
Hope is a practice, like washing dishes,
like watering the spinach in a tin by the door.
You do it whether you feel like it or not.
You do it because tomorrow is coming anyway,
and you would like to be there,
standing at the gate,
ready to say its name.
`),
];
