package warkata.adapter;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;

/**
 * Speaks war-kata's line protocol for a Java port of UNO (the seed's
 * "Modeling Practice" program), so that {@code uno grade} can grade it.
 *
 * <p>Compile it next to the submission and run it:
 *
 * <pre>
 *   javac -d build UnoAdapter.java submission/Uno.java
 *   uno grade --cmd "java -cp build warkata.adapter.UnoAdapter"
 * </pre>
 *
 * <p>It finds {@code playRound} by reflection: a static method of the class
 * {@code Uno} (or of the class given as the first argument) taking the
 * number of players ({@code int}) and the deck ({@code List<String>} or
 * {@code ArrayList<String>}, top first, each card in the fixtures' notation:
 * {@code R7}, {@code GS}, {@code BR}, {@code YD}, {@code W}, {@code WD}) and
 * returning an {@code int[]} of three numbers: the winning seat (from 0; -1
 * when the round is stuck, -2 when it was stopped at the safety limit), the
 * turns played and the winner's score (the points left in the other hands,
 * 0 without a winner). {@code java warkata.adapter.UnoAdapter --find DIR}
 * prints the name of every class compiled into DIR that has such a method,
 * one a line, without running any of the submission's code (no class is
 * initialised): {@code uno grade-all} finds the class to grade this way.
 *
 * <p>It reads deals from standard input, one a line: the number of players,
 * then the 108 cards, separated by spaces. For each it calls
 * {@code playRound} with a new {@code ArrayList<String>} and writes the
 * answer on a line of its own, flushed at once: the seat, the turns and the
 * score ({@code 2 57 310}), or {@code stuck 96 0}. The deals are the adapter's: the
 * submission's code gets an empty {@code System.in}. Whatever the
 * submission prints goes to standard error, so that it cannot garble the
 * answers. When {@code playRound} throws, the stack trace goes to standard
 * error and the line {@code error: ExceptionClass: message} takes the place
 * of the answer: that case fails, and the next deal is played as usual.
 *
 * <p>It lives in a package of its own, and writes every name of
 * {@code java.lang} in full, so that no class of a submission (a
 * {@code System} or {@code String} of its own) can stand in for one of the
 * adapter's: {@code uno grade-all} compiles it apart from the submission and
 * puts it first on the class path.
 */
public class UnoAdapter {
    public static void main(java.lang.String[] args) throws java.lang.Exception {
        PrintStream answers =
                new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        java.lang.System.setOut(java.lang.System.err);
        InputStream deals = new FileInputStream(FileDescriptor.in);
        java.lang.System.setIn(new ByteArrayInputStream(new byte[0]));
        if (args.length == 2 && args[0].equals("--find")) {
            for (java.lang.String name : classesWithPlayRound(new File(args[1]))) {
                answers.println(name);
            }
            answers.flush();
            return;
        }
        Method playRound;
        try {
            playRound = find(args.length > 0 ? args[0] : "Uno");
        } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
            // A static initialiser that throws shows as its cause.
            java.lang.System.err.println("UnoAdapter: " + e + (e.getCause() == null ? "" : ", caused by " + e.getCause()));
            if (e.getCause() != null) {
                e.getCause().printStackTrace();
            }
            java.lang.System.exit(2);
            return;
        }
        BufferedReader input =
                new BufferedReader(new InputStreamReader(deals, StandardCharsets.UTF_8));
        java.lang.String line;
        while ((line = input.readLine()) != null) {
            answers.println(answer(playRound, line));
            answers.flush();
        }
    }

    /** The line of the protocol that answers one deal. */
    static java.lang.String answer(Method playRound, java.lang.String line) {
        java.lang.String[] tokens = line.trim().split("\\s+");
        int players;
        try {
            players = java.lang.Integer.parseInt(tokens[0]);
        } catch (java.lang.NumberFormatException e) {
            return "error: not a deal: " + line;
        }
        ArrayList<java.lang.String> deck = new ArrayList<>();
        for (int i = 1; i < tokens.length; i++) {
            deck.add(tokens[i]);
        }
        java.lang.Object result;
        try {
            result = playRound.invoke(null, players, deck);
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace();
            return "error: " + java.lang.String.valueOf(e.getCause()).replace('\n', ' ');
        } catch (java.lang.IllegalAccessException e) {
            e.printStackTrace();
            return "error: " + e;
        }
        if (!(result instanceof int[])) {
            return "error: playRound returned null, not the winning seat, the turns and the score";
        }
        int[] outcome = (int[]) result;
        if (outcome.length != 3) {
            return "error: playRound returned " + outcome.length
                    + " numbers, not three (the winning seat, the turns and the score)";
        }
        java.lang.String winner;
        if (outcome[0] == -1) {
            winner = "stuck";
        } else if (outcome[0] == -2) {
            winner = "stopped";
        } else {
            winner = java.lang.String.valueOf(outcome[0]);
        }
        return winner + " " + outcome[1] + " " + outcome[2];
    }

    /** The static playRound of the class named, loaded and initialised. */
    static Method find(java.lang.String className) throws java.lang.ReflectiveOperationException {
        java.lang.Class<?> type = java.lang.Class.forName(className);
        Method found = playRound(type);
        if (found == null) {
            throw new java.lang.NoSuchMethodException(className
                    + " has no static method int[] playRound(int players, List<String> deck)");
        }
        return found;
    }

    /**
     * The classes compiled under root (a class path folder) that have a
     * static playRound, loaded without being initialised.
     */
    static java.util.List<java.lang.String> classesWithPlayRound(File root) {
        java.util.List<java.lang.String> found = new ArrayList<>();
        java.util.ArrayDeque<File> folders = new java.util.ArrayDeque<>();
        folders.add(root);
        java.util.List<java.lang.String> names = new ArrayList<>();
        while (!folders.isEmpty()) {
            File[] files = folders.pop().listFiles();
            if (files == null) {
                continue;
            }
            for (File file : files) {
                if (file.isDirectory()) {
                    folders.add(file);
                } else if (file.getName().endsWith(".class")) {
                    java.lang.String path = root.toPath().relativize(file.toPath()).toString();
                    names.add(path.substring(0, path.length() - ".class".length())
                            .replace(File.separatorChar, '.'));
                }
            }
        }
        java.util.Collections.sort(names);
        java.lang.ClassLoader loader = UnoAdapter.class.getClassLoader();
        for (java.lang.String name : names) {
            if (name.startsWith("warkata.adapter.")) {
                continue;
            }
            try {
                java.lang.Class<?> type = java.lang.Class.forName(name, false, loader);
                if (playRound(type) != null) {
                    found.add(name);
                }
            } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
                // A class that cannot be loaded has no playRound to grade.
            }
        }
        return found;
    }

    /** The static int[] playRound(int, List<String>) of type, or null. */
    static Method playRound(java.lang.Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            java.lang.Class<?>[] parameters = method.getParameterTypes();
            boolean takesDeal = parameters.length == 2
                    && (parameters[0] == int.class || parameters[0] == java.lang.Integer.class)
                    && parameters[1].isAssignableFrom(ArrayList.class);
            if (method.getName().equals("playRound")
                    && Modifier.isStatic(method.getModifiers())
                    && takesDeal
                    && method.getReturnType() == int[].class) {
                method.setAccessible(true);
                return method;
            }
        }
        return null;
    }
}
