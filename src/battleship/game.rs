//! The engine: two placed fleets, two strategies, shots in turn until a
//! fleet is sunk ([`play`]); and one strategy sinking one fleet alone
//! ([`sink`]), which is what the statistics of shots to sink a fleet need.

use rand::Rng;

use crate::battleship::fleet::Fleet;
use crate::battleship::outcome::{GameError, GameResult, Player};
use crate::battleship::recorder::{Recorder, Shot};
use crate::battleship::referee::{Answer, FiringBoard, Ocean};
use crate::battleship::strategy::{Strategy, StrategyTask};

/// One player's side of the firing: the opponent's ocean it fires at, its
/// firing board, and its shots so far.
struct Side {
    shooter: Player,
    target: Ocean,
    board: FiringBoard,
    shots: u32,
}

impl Side {
    /// `shooter`, about to fire at `fleet`.
    fn new(shooter: Player, fleet: Fleet) -> Side {
        Side {
            shooter,
            board: FiringBoard::new(fleet.kinds()),
            target: Ocean::new(fleet),
            shots: 0,
        }
    }

    /// One shot: the strategy chooses a panel, the referee answers, the
    /// firing board and the strategy are told, and so is the recorder. A
    /// panel fired at before stops the game as the shooter's error.
    #[inline(always)]
    fn fire<S, R, Rec>(
        &mut self,
        strategy: &mut S,
        round: u32,
        rng: &mut R,
        recorder: &mut Rec,
    ) -> Result<Answer, GameError>
    where
        S: Strategy,
        R: Rng + ?Sized,
        Rec: Recorder + ?Sized,
    {
        let shooter = self.shooter;
        let panel = strategy
            .fire(&self.board, rng)
            .ok_or(GameError::NoShot { shooter })?;
        let answer = self
            .target
            .fire(panel)
            .map_err(|error| GameError::refused(shooter, error))?;
        self.shots += 1;
        self.board.mark(panel, answer);
        strategy.learn(panel, answer, &self.board);
        recorder.shot(&Shot {
            round,
            number: self.shots,
            shooter,
            panel,
            answer,
            board: &self.board,
        });
        Ok(answer)
    }
}

/// Plays a game (B3): player 1 fires at `fleets[1]` with `one`, then, only
/// if player 2's fleet is still afloat, player 2 fires at `fleets[0]` with
/// `two`, round after round, until a fleet is sunk; its owner loses. So
/// player 1 wins when she needs no more shots than player 2. Both
/// strategies are reset first; the recorder is told both fleets, every
/// shot and the end. A repeated shot stops the game as that player's error.
pub fn play<A, B, R, Rec>(
    fleets: [Fleet; 2],
    one: &mut A,
    two: &mut B,
    rng: &mut R,
    recorder: &mut Rec,
) -> Result<GameResult, GameError>
where
    A: Strategy,
    B: Strategy,
    R: Rng + ?Sized,
    Rec: Recorder + ?Sized,
{
    for player in Player::BOTH {
        recorder.placed(player, &fleets[player.index()]);
    }
    one.reset();
    two.reset();
    let mut first = Side::new(Player::One, fleets[1]);
    let mut second = Side::new(Player::Two, fleets[0]);
    let mut round = 0;
    let winner = loop {
        round += 1;
        if let Answer::FleetSunk(_) = first.fire(one, round, rng, recorder)? {
            break Player::One;
        }
        if let Answer::FleetSunk(_) = second.fire(two, round, rng, recorder)? {
            break Player::Two;
        }
    };
    let result = GameResult {
        winner,
        shots: [first.shots, second.shots],
    };
    recorder.game_over(&result);
    Ok(result)
}

/// `strategy` fires, as player 1, at `fleet` (player 2's) until it is sunk,
/// player 2 firing nothing; gives the shots it took. The recorder is told
/// the fleet, as player 2's, every shot and the end.
pub fn sink<S, R, Rec>(
    fleet: Fleet,
    strategy: &mut S,
    rng: &mut R,
    recorder: &mut Rec,
) -> Result<u32, GameError>
where
    S: Strategy,
    R: Rng + Clone,
    Rec: Recorder + ?Sized,
{
    strategy.visit(SinkFleet {
        fleet,
        rng,
        recorder,
    })
}

/// [`sink`]'s work, done with the strategy as its own type: the loop of
/// shots is compiled for each strategy.
struct SinkFleet<'a, R: ?Sized, Rec: ?Sized> {
    fleet: Fleet,
    rng: &'a mut R,
    recorder: &'a mut Rec,
}

impl<R, Rec> StrategyTask for SinkFleet<'_, R, Rec>
where
    R: Rng + Clone,
    Rec: Recorder + ?Sized,
{
    type Output = Result<u32, GameError>;

    fn run<S: Strategy>(self, strategy: &mut S) -> Result<u32, GameError> {
        let SinkFleet {
            fleet,
            rng,
            recorder,
        } = self;
        recorder.placed(Player::Two, &fleet);
        strategy.reset();
        let mut side = Side::new(Player::One, fleet);
        let mut round = 0;
        let mut local = strategy.clone();
        let mut generator = rng.clone();
        let end = loop {
            round += 1;
            match side.fire(&mut local, round, &mut generator, recorder) {
                Ok(Answer::FleetSunk(_)) => break Ok(()),
                Ok(_) => {}
                Err(error) => break Err(error),
            }
        };
        *strategy = local;
        *rng = generator;
        end?;
        recorder.game_over(&GameResult {
            winner: Player::One,
            shots: [side.shots, 0],
        });
        Ok(side.shots)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::board::{Panel, Panels};
    use crate::battleship::fleet::{Orientation, Ship, ShipKind};
    use crate::battleship::placement::Placement;
    use crate::battleship::recorder::{Recording, ShotRecord};
    use crate::battleship::rules::Rules;
    use crate::battleship::strategies::{AnyStrategy, StrategyName};
    use crate::battleship::strategy::Strategy;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    /// Fires at the panels it is given, in order.
    #[derive(Clone)]
    struct Scripted(Vec<Panel>, usize);

    impl Strategy for Scripted {
        fn name(&self) -> &'static str {
            "scripted"
        }
        fn candidates(&self, _board: &crate::battleship::referee::FiringBoard) -> Panels {
            self.0
                .get(self.1)
                .map_or(Panels::EMPTY, |p| Panels::EMPTY.with(*p))
        }
        fn learn(&mut self, _: Panel, _: Answer, _: &crate::battleship::referee::FiringBoard) {
            self.1 += 1;
        }
    }

    fn scripted(names: &[&str]) -> Scripted {
        Scripted(names.iter().map(|n| panel(n)).collect(), 0)
    }

    fn destroyer_at(bow: &str) -> Fleet {
        let rules = Rules {
            fleet: vec![ShipKind::Destroyer],
            ships_may_touch: true,
            ..Rules::default()
        };
        let ship = Ship {
            kind: ShipKind::Destroyer,
            bow: panel(bow),
            orientation: Orientation::Across,
        };
        Fleet::place(&[ship], &rules).unwrap()
    }

    #[test]
    fn player_1_fires_first_and_wins_a_tie_in_shots() {
        let fleets = [destroyer_at("A1"), destroyer_at("J9")];
        let mut one = scripted(&["J9", "J10"]);
        let mut two = scripted(&["A1", "A2"]);
        let mut recording = Recording::default();
        let mut rng = Pcg64Mcg::seed_from_u64(0);
        let result = play(fleets, &mut one, &mut two, &mut rng, &mut recording).unwrap();
        assert_eq!(result.winner, Player::One);
        // Player 2 does not fire once player 1 has sunk the fleet.
        assert_eq!(result.shots, [2, 1]);
        let shooters: Vec<(u32, Player, String, Answer)> = recording
            .shots
            .iter()
            .map(|s| (s.round, s.shooter, s.panel.to_string(), s.answer))
            .collect();
        assert_eq!(
            shooters,
            [
                (1, Player::One, "J9".to_string(), Answer::Hit),
                (1, Player::Two, "A1".to_string(), Answer::Hit),
                (
                    2,
                    Player::One,
                    "J10".to_string(),
                    Answer::FleetSunk(ShipKind::Destroyer)
                ),
            ]
        );
        assert_eq!(recording.fleets, [Some(fleets[0]), Some(fleets[1])]);
        assert_eq!(recording.result, Some(result));
    }

    #[test]
    fn player_2_wins_when_faster() {
        let fleets = [destroyer_at("A1"), destroyer_at("J9")];
        let mut one = scripted(&["E5", "J9", "J10"]);
        let mut two = scripted(&["A1", "A2"]);
        let result = play(
            fleets,
            &mut one,
            &mut two,
            &mut Pcg64Mcg::seed_from_u64(0),
            &mut Recording::default(),
        )
        .unwrap();
        assert_eq!(result.winner, Player::Two);
        assert_eq!(result.shots, [2, 2]);
        assert_eq!(result.winning_shots(), 2);
    }

    #[test]
    fn a_repeated_shot_stops_the_game_as_the_players_error() {
        let fleets = [destroyer_at("A1"), destroyer_at("J9")];
        let mut one = scripted(&["E5", "E6"]);
        let mut two = scripted(&["B1", "B1"]);
        let mut recording = Recording::default();
        let error = play(
            fleets,
            &mut one,
            &mut two,
            &mut Pcg64Mcg::seed_from_u64(0),
            &mut recording,
        )
        .unwrap_err();
        assert_eq!(
            error,
            GameError::Repeated {
                shooter: Player::Two,
                panel: panel("B1")
            }
        );
        assert_eq!(recording.shots.len(), 3);
        assert_eq!(recording.result, None);
    }

    #[test]
    fn a_strategy_with_nothing_to_fire_at_is_an_error() {
        let error = sink(
            destroyer_at("A1"),
            &mut scripted(&["E5"]),
            &mut Pcg64Mcg::seed_from_u64(0),
            &mut Recording::default(),
        )
        .unwrap_err();
        assert_eq!(
            error,
            GameError::NoShot {
                shooter: Player::One
            }
        );
    }

    #[test]
    fn every_strategy_sinks_random_fleets_without_repeating() {
        let rules = Rules::default();
        let mut rng = Pcg64Mcg::seed_from_u64(11);
        for mut strategy in AnyStrategy::all() {
            let name = strategy.name();
            for _ in 0..200 {
                let fleet = Placement::Random.place(&rules, &mut rng);
                let mut recording = Recording::default();
                let shots = sink(fleet, &mut strategy, &mut rng, &mut recording).unwrap();
                assert!((17..=100).contains(&shots), "{name}: {shots} shots");
                let fired: Panels = recording
                    .shots
                    .iter()
                    .map(|s: &ShotRecord| s.panel)
                    .collect();
                assert_eq!(fired.len(), shots, "{name} fired twice at a panel");
                assert!(matches!(
                    recording.shots.last().map(|s| s.answer),
                    Some(Answer::FleetSunk(_))
                ));
            }
        }
    }

    #[test]
    fn a_seeded_game_is_the_same_game() {
        let rules = Rules::default();
        let game = |seed| {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let fleets = [
                Placement::Random.place(&rules, &mut rng),
                Placement::Random.place(&rules, &mut rng),
            ];
            let mut recording = Recording::default();
            let (mut one, mut two) = (StrategyName::Jones.build(), StrategyName::Random.build());
            play(fleets, &mut one, &mut two, &mut rng, &mut recording).unwrap();
            recording
        };
        assert_eq!(game(5), game(5));
        assert_ne!(game(5), game(6));
    }
}
